/*
 * The floor for `themegen generate`: what reading a theme file with libyaml's event API and writing an
 * output of a given size costs, with nothing in between. The benchmark divides themegen's time by this.
 *
 * Usage: libyaml-floor INPUT.yaml OUTPUT BYTES
 * Reads INPUT with yaml_parser_parse (every event, as themegen's reader does), then writes BYTES bytes
 * (the size of themegen's output for the same input) to OUTPUT in 64 KiB writes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s INPUT.yaml OUTPUT BYTES\n", argv[0]);
        return 2;
    }
    FILE *input = fopen(argv[1], "rb");
    if (!input) { perror(argv[1]); return 1; }
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, input);
    long events = 0, scalarBytes = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", argv[1], parser.problem ? parser.problem : "parse error");
            return 1;
        }
        events++;
        if (event.type == YAML_SCALAR_EVENT) scalarBytes += (long)event.data.scalar.length;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    fclose(input);

    long remaining = atol(argv[3]);
    FILE *output = fopen(argv[2], "wb");
    if (!output) { perror(argv[2]); return 1; }
    static char block[65536];
    memset(block, 'x', sizeof block);
    while (remaining > 0) {
        size_t chunk = remaining < (long)sizeof block ? (size_t)remaining : sizeof block;
        fwrite(block, 1, chunk, output);
        remaining -= (long)chunk;
    }
    fclose(output);
    fprintf(stderr, "%ld events, %ld scalar bytes\n", events, scalarBytes);
    return 0;
}
