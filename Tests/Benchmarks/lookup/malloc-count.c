/* Counts calls to malloc, calloc and realloc in a process and prints the count to stderr at exit, as
 * "mallocs: N". Loaded with LD_PRELOAD by lookup.py to show that typed lookups allocate nothing: the
 * count must not grow with the number of lookups. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static unsigned long count;

void *malloc(size_t size) { count++; return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count++; return __libc_calloc(n, size); }
void *realloc(void *pointer, size_t size) { count++; return __libc_realloc(pointer, size); }

__attribute__((destructor)) static void report(void) { fprintf(stderr, "mallocs: %lu\n", count); }
