/// The preview page's style sheet and script, written into the page itself so it needs nothing else.
enum PreviewAssets {
    /// From `<!DOCTYPE html>` to the opening `<body>`, with the embedded fonts' `@font-face` rules, and
    /// with `reloadSeconds` a refresh that reloads the page from its file that often.
    static func head(title: String, fontFaces: [String] = [], reloadSeconds: Int? = nil) -> String {
        let fonts = fontFaces.isEmpty ? "" : "<style id=\"embedded-fonts\">\n" + fontFaces.joined(separator: "\n") + "\n</style>\n"
        let reload = reloadSeconds.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">\n" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="themegen \(ThemeGenVersion.current)">
            \(reload)<title>\(HTMLText.escaped(title))</title>
            <style>
            \(style)
            </style>
            \(fonts)<style id="theme-filter-rules"></style>
            </head>
            <body>

            """
    }

    static let style = """
        :root { color-scheme: light; font: 14px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #fff; }
        body { margin: 0; }
        header { padding: 16px 24px 8px; border-bottom: 1px solid #d2d2d7; }
        h1 { margin: 0 0 4px; font-size: 22px; }
        h2 { display: inline; margin: 0; font-size: 18px; }
        h2 small { font-weight: normal; color: #6e6e73; }
        nav ul { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 8px 0; padding: 0; list-style: none; }
        .filter ol { display: flex; flex-wrap: wrap; gap: 2px 12px; margin: 6px 0; padding: 0; list-style: none; color: #6e6e73; }
        .changes { margin: 8px 0; padding: 4px 12px; background: #fff8e1; border-left: 4px solid #f5a623; }
        main { padding: 8px 24px 24px; }
        section { margin: 16px 0; }
        summary { cursor: pointer; padding: 4px 0; }
        .scroll { overflow: auto; max-height: 80vh; border: 1px solid #d2d2d7; }
        table { border-collapse: separate; border-spacing: 0; }
        th, td { padding: 6px 10px; border-bottom: 1px solid #e5e5ea; border-right: 1px solid #e5e5ea; text-align: left; vertical-align: top; }
        thead th { position: sticky; top: 0; z-index: 2; background: #f5f5f7; min-width: 120px; }
        th.key { position: sticky; left: 0; z-index: 1; background: #f5f5f7; min-width: 160px; max-width: 320px; overflow-wrap: anywhere; }
        thead th.key { z-index: 3; }
        td.changed { background: #fff8e1; }
        .was { margin-top: 4px; font-size: 12px; color: #6e6e73; }
        .beside { display: flex; gap: 12px; align-items: flex-start; }
        .before { padding-left: 12px; border-left: 2px dashed #f5a623; }
        mark { background: #f5a623; color: #000; padding: 0 3px; border-radius: 3px; }
        .swatches { display: flex; gap: 8px; flex-wrap: wrap; }
        .swatch { display: flex; flex-direction: column; align-items: flex-start; padding: 4px; border-radius: 8px; }
        .swatch.dark { background: #1c1c1e; color: #f5f5f7; }
        .swatch.dark .appearance { color: #aeaeb2; }
        .chip { display: block; width: 48px; height: 32px; border-radius: 6px; border: 1px solid rgba(0, 0, 0, 0.15);
                background: linear-gradient(var(--c), var(--c)), repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 12px 12px; }
        .hex, .note, .value { font: 12px ui-monospace, monospace; }
        .appearance { color: #6e6e73; }
        .specimen { white-space: nowrap; }
        .specimen.missing { text-decoration: underline wavy #f5a623; }
        .missing-note { color: #b26a00; }
        .bar { height: 10px; max-width: 100%; background: #0071e3; border-radius: 2px; }
        .insets { display: inline-block; background: #cfe3fb; }
        .insets > div { width: 24px; height: 16px; background: #0071e3; }
        .shadow { width: 64px; height: 40px; margin: 8px; border-radius: 6px; background: #fff; }
        .gradient { width: 96px; height: 40px; border-radius: 6px; }
        #findings li { margin: 4px 0; }
        .screens { display: flex; flex-wrap: wrap; gap: 16px 32px; margin-top: 8px; }
        .screen-theme h3 { margin: 0 0 6px; font-size: 15px; }
        .screen-row { display: flex; gap: 12px; }
        .screen-row figure { margin: 0; }
        .screen-row figcaption { margin-top: 4px; font-size: 12px; color: #6e6e73; text-align: center; }
        .screen { width: 260px; padding-bottom: 12px; background: var(--bg); color: var(--text); border-radius: 18px;
                  overflow: hidden; border: 1px solid rgba(0, 0, 0, 0.2); }
        .s-nav { padding: 10px 12px; background: var(--nav); color: var(--nav-title); text-align: center; border-bottom: 1px solid var(--separator); }
        .s-title { white-space: nowrap; }
        .s-banner { height: 36px; }
        .s-list { list-style: none; margin: 10px 0; padding: 0; background: var(--card); }
        .s-list li { padding: 8px 12px; border-bottom: 1px solid var(--separator); white-space: nowrap; overflow: hidden; }
        .s-list li.s-selected { background: color-mix(in srgb, var(--accent) 20%, var(--card)); }
        .s-card { margin: 0 12px; padding: 10px 12px; background: var(--card); border-radius: var(--radius); }
        .s-body { margin: 0 0 4px; }
        .s-caption { margin: 0 0 10px; color: var(--secondary); }
        .s-buttons { display: flex; gap: 8px; }
        .s-button { padding: 6px 12px; border-radius: 8px; font-size: 14px; }
        .s-primary { background: var(--button); color: var(--button-title); }
        .s-secondary { color: var(--accent); border: 1px solid var(--accent); }
        .legend { margin-top: 6px; font-size: 12px; max-width: 532px; }
        .legend ul { margin: 4px 0; padding-left: 18px; columns: 2; }
        """

    /// The theme filter, which hides the columns of the themes whose names do not contain the text typed;
    /// and the font check, which marks a specimen none of whose families is installed where the page is
    /// viewed: text measured in a family and a generic one is as wide as in the generic one alone for
    /// every generic tried only when the family is missing.
    static let script = """
        <script>
        "use strict";
        (() => {
          const context = document.createElement("canvas").getContext("2d");
          const sample = "mmmmmmmmmmlli WQ@#123";
          const width = (font) => { context.font = "72px " + font; return context.measureText(sample).width; };
          const quoted = (family) => "\\"" + family.replace(/["\\\\]/g, "\\\\$&") + "\\"";
          const generics = ["monospace", "serif", "sans-serif"];
          const installed = (family) => generics.some((generic) => width(quoted(family) + ", " + generic) !== width(generic));
          const specimens = Array.from(document.querySelectorAll(".specimen[data-families]"));
          // Embedded fonts load as the page lays out: each family is measured once they have.
          const loads = specimens.flatMap((specimen) => JSON.parse(specimen.dataset.families)).map((family) => document.fonts.load("72px " + quoted(family)));
          Promise.allSettled(loads).then(() => {
            for (const specimen of specimens) {
              if (JSON.parse(specimen.dataset.families).some(installed)) continue;
              specimen.classList.add("missing");
              const note = document.createElement("div");
              note.className = "note missing-note";
              note.textContent = "not installed here: drawn in a fallback face";
              specimen.after(note);
            }
          });
        })();
        (() => {
          const input = document.getElementById("theme-filter");
          const rules = document.getElementById("theme-filter-rules");
          const count = document.getElementById("theme-count");
          const themes = Array.from(document.querySelectorAll("#themes li"));
          input.addEventListener("input", () => {
            const query = input.value.trim().toLowerCase();
            const hidden = themes.filter((theme) => !theme.textContent.toLowerCase().includes(query));
            for (const theme of themes) theme.hidden = hidden.includes(theme);
            rules.textContent = hidden.length ? hidden.map((theme) => "." + theme.dataset.column).join(", ") + " { display: none; }" : "";
            count.textContent = (themes.length - hidden.length) + " of " + themes.length + " themes shown";
          });
        })();
        </script>

        """
}
