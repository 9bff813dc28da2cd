import StringsParser

/// What l10n-ax's HTML pages share (`audit --format html`, `diff --format html`): one
/// self-contained file, readable in a browser and printable, in a light and a dark scheme.
///
/// - Severity has a colour, the same everywhere, explained by a legend.
/// - Filters by language, rule and severity work without a server: a few lines of inline script
///   hide what does not match (`data-language`, `data-rule`, `data-severity` on the filtered
///   elements; an element of several languages or rules lists them separated by spaces), also
///   from the page's address (`page.html?language=de&severity=error`). Without script,
///   everything shows.
/// - Locations link to their files, by the path the report shows (relative to the folder it was
///   made in, where the page is meant to be saved).
///
/// No external resource, no font or image to fetch. The markup is also well-formed XML (XHTML
/// syntax: every element closed, attributes quoted, only XML's own character references; the
/// style and the script hold no `<`, `>` or `&`), and every text and attribute is escaped.
enum HTMLPage {
    /// The page up to the start of its body, and the title as its heading.
    static func begin(title: String, to output: TextOutput) {
        output.write("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n")
        output.write("<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
        output.write("<meta name=\"color-scheme\" content=\"light dark\"/>\n")
        output.write("<title>" + MarkupText.html(title) + "</title>\n<style>\n" + style + "</style>\n</head>\n<body>\n")
        output.write("<h1>" + MarkupText.html(title) + "</h1>\n")
    }

    /// The script and the end of the page.
    static func end(to output: TextOutput) {
        output.write("<script>\n" + script + "</script>\n</body>\n</html>\n")
    }

    /// The severities' colours, explained.
    static func legend(to output: TextOutput) {
        output.write("<p class=\"legend\">")
        output.write(
            [Severity.error, .warning, .info].map { severity in
                "<span class=\"badge " + severity.rawValue + "\">" + severity.rawValue + "</span> " + MarkupText.html(explanation(of: severity))
            }.joined(separator: " · "))
        output.write("</p>\n")
    }

    static func explanation(of severity: Severity) -> String {
        switch severity {
        case .error: "breaks the app or what VoiceOver reads"
        case .warning: "what VoiceOver users hear wrongly or not at all"
        case .info: "worth a look"
        }
    }

    /// The filter controls: one list of choices each for languages, rules and severities.
    static func filters(languages: [String], rules: [String], severities: [Severity], to output: TextOutput) {
        output.write("<form class=\"filters\" id=\"filters\">Show ")
        func select(_ name: String, all: String, options: [(value: String, label: String)]) {
            output.write("<label>" + MarkupText.html(name) + " <select data-filter=\"" + name + "\">")
            output.write("<option value=\"\">" + MarkupText.html(all) + "</option>")
            for option in options {
                output.write("<option value=\"" + MarkupText.html(option.value) + "\">" + MarkupText.html(option.label) + "</option>")
            }
            output.write("</select></label> ")
        }
        select("language", all: "every language", options: languages.map { ($0, $0) })
        select("rule", all: "every rule", options: rules.map { ($0, $0) })
        select("severity", all: "every severity", options: severities.map { ($0.rawValue, $0.rawValue) })
        output.write("<span class=\"hidden-count\" id=\"hidden-count\"></span></form>\n")
    }

    /// The `data-` attributes filters read (values separated by spaces), with a leading space.
    static func filterAttributes(languages: [String] = [], rules: [String] = [], severities: [Severity] = []) -> String {
        var text = ""
        func add(_ name: String, _ values: [String]) {
            guard !values.isEmpty else { return }
            var seen = Set<String>()
            let unique = values.filter { seen.insert($0).inserted }
            text += " data-" + name + "=\"" + MarkupText.html(unique.joined(separator: " ")) + "\""
        }
        add("language", languages)
        add("rule", rules)
        add("severity", severities.map(\.rawValue))
        return text
    }

    /// A badge for a severity.
    static func badge(_ severity: Severity) -> String {
        "<span class=\"badge " + severity.rawValue + "\">" + severity.rawValue + "</span>"
    }

    /// `path:line:column`, linked to the file (the path percent-encoded where it must be).
    static func fileLink(_ location: SourceLocation) -> String {
        let shown = location.position.isKnown ? "\(location.file):\(location.line):\(location.column)" : location.file
        guard !location.file.isEmpty else { return "" }
        return "<a class=\"where\" href=\"" + MarkupText.html(href(location.file)) + "\">" + MarkupText.html(shown) + "</a>"
    }

    /// A path as a relative link: what a URL cannot hold written as `%XX` (a path that looks
    /// like a URL's scheme gets `./` first).
    static func href(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            let isPlain = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "-._~/+".utf8.contains(byte)
            if isPlain { bytes.append(byte) } else { bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]] }
        }
        let encoded = String(decoding: bytes, as: UTF8.self)
        return path.hasPrefix("/") ? "file://" + encoded : "./" + encoded
    }

    /// A bar of parts of a whole, each a class and a count, with a title for each part.
    static func bar(_ parts: [(className: String, count: Int, title: String)], total: Int) -> String {
        guard total > 0 else { return "<div class=\"bar empty\"></div>" }
        var text = "<div class=\"bar\">"
        for part in parts where part.count > 0 {
            let percent = Double(part.count) * 100 / Double(total)
            let width = (percent * 10).rounded() / 10
            text += "<span class=\"" + part.className + "\" style=\"width: \(width)%\" title=\"" + MarkupText.html(part.title) + "\"></span>"
        }
        return text + "</div>"
    }

    /// The pages' style: no `<`, `>` or `&`, so that it is also valid XML text.
    static let style = """
        :root { color-scheme: light dark; --text: #1d1d1f; --background: #fff; --muted: #6e6e73; --line: #d2d2d7; --head: #f5f5f7;
          --link: #0a58ca; --error: #c9252d; --warning: #b86e00; --info: #6e6e73; --ok: #1b7f37; --review: #8a5cf6; --missing: #c9252d;
          --untranslated: #d58b00; --a11y: #eef5ff; --target: #fff3c4; --badge-text: #fff; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #f5f5f7; --background: #1d1d1f; --muted: #a1a1a6; --line: #3a3a3c; --head: #2c2c2e; --link: #6ea8fe;
            --error: #ff6961; --warning: #ffb340; --info: #a1a1a6; --ok: #30d158; --review: #bf9bff; --missing: #ff6961;
            --untranslated: #ffb340; --a11y: #102a4c; --target: #4d3d00; --badge-text: #1d1d1f; }
        }
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em; color: var(--text); background: var(--background); }
        a { color: var(--link); } a:visited { color: var(--link); }
        h1 { font-size: 1.6em; } h2 { margin-top: 2em; border-bottom: 1px solid var(--line); } h3 { margin-top: 1.5em; }
        table { border-collapse: collapse; margin: 0.5em 0; }
        th, td { border: 1px solid var(--line); padding: 0.25em 0.6em; vertical-align: top; text-align: left; }
        thead th { background: var(--head); position: sticky; top: 0; }
        table.summary td, table.matrix td { text-align: right; font-variant-numeric: tabular-nums; }
        table.matrix th span { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; }
        table.matrix td a { display: block; }
        tbody.a11y th { background: var(--a11y); }
        .scroll { overflow-x: auto; }
        .note, .back, small { color: var(--muted); }
        .role { font-size: 0.85em; color: var(--link); }
        .lang { font-family: ui-monospace, Menlo, monospace; white-space: nowrap; }
        .where { font-family: ui-monospace, Menlo, monospace; font-size: 0.85em; word-break: break-all; }
        q { quotes: none; font-family: ui-monospace, Menlo, monospace; white-space: pre-wrap; }
        .status { color: var(--warning); font-weight: 600; } .new { color: var(--error); font-weight: 600; } .fixed { color: var(--ok); font-weight: 600; }
        .none { color: var(--warning); font-style: italic; }
        .badge { display: inline-block; min-width: 4.2em; text-align: center; border-radius: 0.3em; padding: 0 0.3em; font-size: 0.8em;
          font-weight: 600; color: var(--badge-text); }
        .badge.error { background: var(--error); } .badge.warning { background: var(--warning); } .badge.info { background: var(--info); }
        tr.error td:first-child { border-left: 3px solid var(--error); } tr.warning td:first-child { border-left: 3px solid var(--warning); }
        tr.info td:first-child { border-left: 3px solid var(--info); }
        section:target h3, tbody:target th { background: var(--target); }
        .legend { color: var(--muted); }
        .filters { position: sticky; top: 0; z-index: 1; background: var(--background); padding: 0.5em 0; border-bottom: 1px solid var(--line); }
        .filters label { margin-right: 1em; } .hidden-count { color: var(--muted); }
        .bar { display: flex; width: 12em; height: 0.8em; border: 1px solid var(--line); border-radius: 0.2em; overflow: hidden; background: var(--head); }
        .bar span { display: block; height: 100%; }
        .bar .ok { background: var(--ok); } .bar .review { background: var(--review); } .bar .untranslated { background: var(--untranslated); }
        .bar .missing { background: var(--missing); } .bar .findings { background: var(--warning); }
        .swatch::before { content: ""; display: inline-block; width: 0.8em; height: 0.8em; margin-right: 0.25em; vertical-align: -0.05em; border-radius: 0.15em; }
        .swatch.ok::before { background: var(--ok); } .swatch.review::before { background: var(--review); }
        .swatch.untranslated::before { background: var(--untranslated); } .swatch.missing::before { background: var(--missing); }
        .key { margin: 1.5em 0 0.3em; } .key code { font-size: 1.05em; }
        table.texts { width: 100%; } table.texts td.text { width: 30%; } table.texts td.lang { width: 4em; }
        details summary { cursor: pointer; color: var(--link); margin: 0.5em 0; }
        @media print { details { display: block; } }
        [hidden] { display: none !important; }
        @media print {
          .filters, .back { display: none; } body { margin: 0; } thead th { position: static; }
          a { color: inherit; text-decoration: none; }
        }

        """

    /// The filters' script: no `<`, `>` or `&`, so that it is also valid XML text.
    static let script = """
        (function () {
          var controls = Array.prototype.slice.call(document.querySelectorAll("select[data-filter]"));
          var items = Array.prototype.slice.call(document.querySelectorAll("[data-language], [data-rule], [data-severity]"));
          function matches(item, name, wanted) {
            if (wanted === "") { return true; }
            var values = item.getAttribute("data-" + name);
            return values === null || values.split(" ").indexOf(wanted) !== -1;
          }
          function apply() {
            var hidden = 0;
            items.forEach(function (item) {
              var shown = controls.every(function (control) { return matches(item, control.getAttribute("data-filter"), control.value); });
              item.hidden = !shown;
              if (!shown) { hidden += 1; }
            });
            var count = document.getElementById("hidden-count");
            if (count) { count.textContent = hidden === 0 ? "" : hidden + " hidden"; }
          }
          controls.forEach(function (control) { control.addEventListener("change", apply); });
          // A filtered view can be linked to: page.html?language=de
          var query = new URLSearchParams(window.location.search);
          var preset = false;
          controls.forEach(function (control) {
            var value = query.get(control.getAttribute("data-filter"));
            if (value !== null) { control.value = value; preset = true; }
          });
          if (preset) { apply(); }
        })();

        """
}
