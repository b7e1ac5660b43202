/// The HTML report's style sheet, inlined into every report (the file must open from disk, with
/// nothing fetched). System fonts only.
enum HTMLStyle {
    static let css = #"""
        :root { --red: #cf222e; --amber: #bf8700; --blue: #0969da; --green: #1a7f37; --grey: #8c959f; --fg: #1f2328;
          --muted: #59636e; --line: #d0d7de; --soft: #f6f8fa; --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
          font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
        * { box-sizing: border-box; }
        body { margin: 0; color: var(--fg); background: #fff; font-size: 14px; line-height: 1.45; }
        header.top { display: flex; justify-content: space-between; align-items: flex-end; gap: 16px; flex-wrap: wrap;
          padding: 14px 28px 10px; border-bottom: 1px solid var(--line); background: #fff; position: sticky; top: 0; z-index: 10; }
        h1 { font-size: 21px; margin: 0; } h1 .project { color: var(--blue); }
        .sub { color: var(--muted); font-size: 13px; }
        nav a { margin-left: 18px; color: var(--blue); text-decoration: none; font-weight: 600; }
        main { padding: 0 28px 40px; max-width: 1900px; margin: 0 auto; }
        section { margin-top: 26px; scroll-margin-top: 70px; }
        h2 { font-size: 18px; margin: 0 0 6px; } h2 .count { color: var(--muted); font-weight: 400; font-size: 15px; }
        .hint { color: var(--muted); margin: 0 0 10px; max-width: 1150px; font-size: 13px; }
        .red { color: var(--red); font-weight: 600; } .amber { color: var(--amber); font-weight: 600; }
        code { font-family: var(--mono); font-size: 12px; background: var(--soft); padding: 1px 4px; border-radius: 4px; }
        .glance { display: flex; gap: 20px 40px; flex-wrap: wrap; align-items: flex-start; }
        .summary { flex: 1 1 560px; }
        .cards { display: flex; gap: 12px; flex-wrap: wrap; }
        .card { border: 1px solid var(--line); border-radius: 10px; padding: 9px 16px; min-width: 118px; background: #fff; }
        .card .value { font-size: 28px; font-weight: 700; line-height: 1.1; }
        .card .label { color: var(--muted); font-size: 12px; }
        .card.error .value { color: var(--red); } .card.warning .value { color: var(--amber); } .card.ok .value { color: var(--green); }
        .card.muted .value { color: var(--muted); } .card.info .value { color: var(--blue); }
        .card[data-filter], .ranking li { cursor: pointer; } .card[data-filter]:hover { border-color: var(--blue); }
        .headline { font-size: 15px; margin: 12px 0 0; max-width: 1150px; }
        .rankings { flex: 1 1 560px; display: flex; gap: 28px; flex-wrap: wrap; }
        .ranking { flex: 1 1 260px; max-width: 520px; }
        .ranking h3 { font-size: 12px; color: var(--muted); margin: 0 0 4px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; }
        .ranking ol { list-style: none; margin: 0; padding: 0; }
        .ranking li { position: relative; display: flex; justify-content: space-between; padding: 2px 8px; margin: 2px 0; border-radius: 4px; font-size: 13px; }
        .ranking li .bar { position: absolute; left: 0; top: 0; bottom: 0; background: #ffebe9; border-radius: 4px; }
        .ranking li .name, .ranking li .n { position: relative; } .ranking li .n { font-weight: 600; }
        .ranking li:hover { outline: 1px solid var(--blue); }
        .toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 6px 0 8px; font-size: 13px; }
        .toolbar .sep { width: 1px; height: 20px; background: var(--line); margin: 0 4px; }
        .toolbar label { display: inline-flex; align-items: center; gap: 4px; }
        button { font: inherit; font-size: 13px; padding: 2px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--soft); cursor: pointer; color: var(--fg); }
        button:hover { border-color: var(--blue); }
        input, select { font: inherit; font-size: 13px; padding: 2px 6px; border: 1px solid var(--line); border-radius: 6px; }
        .chip { display: inline-flex; align-items: center; gap: 4px; padding: 0 8px; border: 1px solid var(--line); border-radius: 12px; background: #fff;
          font-size: 12px; margin: 1px 2px; white-space: nowrap; }
        button.chip { cursor: pointer; } .chip.active { background: #ddf4ff; border-color: var(--blue); }
        .picture-wrap { display: flex; gap: 12px; height: 74vh; min-height: 440px; max-height: 1100px; }
        .canvas { flex: 1 1 auto; min-width: 0; border: 1px solid var(--line); border-radius: 10px; overflow: auto; background: #fff; cursor: grab; touch-action: none; }
        .canvas.dragging { cursor: grabbing; }
        .canvas > svg { display: block; }
        aside#details { flex: 0 0 400px; border: 1px solid var(--line); border-radius: 10px; padding: 10px 14px; overflow: auto; background: var(--soft); }
        aside#details h3 { margin: 2px 0 4px; font-size: 16px; word-break: break-word; }
        aside#details .meta { color: var(--muted); font-size: 12.5px; margin-bottom: 6px; }
        aside#details .placeholder { color: var(--muted); }
        aside#details ul.deps { padding-left: 0; list-style: none; margin: 4px 0 8px; font-size: 13px; }
        aside#details ul.deps li { cursor: pointer; padding: 1px 0; } aside#details ul.deps li:hover { color: var(--blue); }
        aside#details .finding { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 6px 10px; margin: 6px 0; }
        #picture { font-family: inherit; }
        #picture .band-bg.b0 { fill: #f6f8fa; } #picture .band-bg.b1 { fill: #eef1f5; }
        #picture .band-name { font-weight: 700; font-size: 14px; fill: var(--fg); }
        #picture .band-meta { font-size: 11px; fill: var(--muted); } #picture .band-meta.bad { fill: var(--red); }
        #picture .edge { fill: none; stroke: var(--grey); stroke-width: 1; opacity: .55; cursor: pointer; }
        #picture .edge:hover { opacity: 1; stroke-width: 2.5; }
        #picture .edge.violation { stroke: var(--red); opacity: .92; }
        #picture .edge.violation.baselined { stroke: var(--amber); }
        #picture .edge.cycle { stroke-dasharray: 7 4; }
        #picture .node { cursor: pointer; }
        #picture .node rect { fill: #fff; stroke: #57606a; stroke-width: 1; }
        #picture .node:hover rect { stroke: var(--blue); stroke-width: 2; }
        #picture .node text { font-size: 12px; fill: var(--fg); }
        #picture .node.has-findings > rect { stroke: var(--red); stroke-width: 1.6; }
        #picture .node.baselined > rect { stroke: var(--amber); }
        #picture .badge rect { fill: var(--red); stroke: none; } #picture .node.baselined .badge rect { fill: var(--amber); }
        #picture .badge text { fill: #fff; font-size: 10px; font-weight: 700; }
        #picture .elabel { cursor: pointer; }
        #picture .elabel rect { fill: #fff; stroke: var(--red); stroke-width: 1; }
        #picture .elabel text { font-size: 10.5px; fill: var(--red); font-weight: 600; }
        #picture .elabel.baselined rect { stroke: var(--amber); } #picture .elabel.baselined text { fill: #7d4e00; }
        #picture.hide-allowed .edge:not(.violation) { display: none; }
        #picture.focus .node:not(.on), #picture.focus .elabel:not(.on) { opacity: .2; }
        #picture.focus .edge:not(.on) { opacity: .06; }
        #picture .edge.on:not(.violation) { stroke: var(--blue); opacity: .9; stroke-width: 1.6; }
        #picture .node.sel > rect { stroke: var(--blue); stroke-width: 3; }
        #picture .edge.sel { stroke-width: 4.5; opacity: 1; }
        #picture .hidden { display: none; }
        #picture .node.group > rect { fill: #ddf4ff; stroke: var(--blue); stroke-width: 1.5; stroke-dasharray: 5 3; }
        #picture .node.group.has-findings > rect { stroke: var(--red); }
        .group { border: 1px solid var(--line); border-radius: 8px; margin: 6px 0; background: #fff; content-visibility: auto; contain-intrinsic-size: auto 60px; }
        .group > summary { padding: 6px 12px; cursor: pointer; display: flex; gap: 10px; align-items: center; list-style: none; }
        .group > summary::-webkit-details-marker { display: none; }
        .group > summary::before { content: '▸'; color: var(--muted); } .group[open] > summary::before { content: '▾'; }
        .gname { font-weight: 600; word-break: break-all; } .gcount { color: var(--muted); }
        .gdesc { color: var(--muted); font-size: 12px; flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .pill { font-size: 11px; padding: 0 7px; border-radius: 10px; font-weight: 600; white-space: nowrap; }
        .pill.error { background: #ffebe9; color: var(--red); } .pill.warning { background: #fff8c5; color: #7d4e00; }
        .pill.info { background: #ddf4ff; color: var(--blue); } .pill.baselined, .pill.suppressed { background: #eaeef2; color: var(--muted); }
        .items { padding: 0 12px 6px; }
        .finding { border-top: 1px solid #eaeef2; padding: 8px 0; }
        .finding .head { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; font-size: 13px; }
        .finding .rule { font-weight: 600; } .finding .loc { font-family: var(--mono); font-size: 12px; color: var(--muted); word-break: break-all; }
        .finding a.in-picture { font-size: 12px; color: var(--blue); text-decoration: none; }
        .finding .msg { margin: 3px 0; }
        pre.code { background: var(--soft); border-radius: 6px; padding: 5px 0; margin: 4px 0; font-size: 12px; overflow: auto; line-height: 1.5; font-family: var(--mono); }
        pre.code .l { display: block; padding: 0 10px; white-space: pre; } pre.code .l.mark { background: #fff1e5; box-shadow: inset 3px 0 var(--red); }
        pre.code .n { display: inline-block; min-width: 3.2em; color: var(--grey); user-select: none; }
        ul.evidence { margin: 2px 0; padding-left: 18px; font-size: 12.5px; color: var(--muted); }
        .also { font-size: 12px; color: var(--muted); margin-top: 2px; }
        #active-filters .chip button { border: 0; background: none; padding: 0 0 0 4px; color: var(--muted); }
        .coupling-wrap { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
        .table-wrap { flex: 1 1 600px; max-height: 540px; overflow: auto; border: 1px solid var(--line); border-radius: 8px; }
        table { border-collapse: collapse; width: 100%; font-size: 13px; }
        th, td { padding: 4px 10px; text-align: left; border-bottom: 1px solid #eaeef2; }
        th { position: sticky; top: 0; background: var(--soft); white-space: nowrap; }
        table.sortable th { cursor: pointer; user-select: none; }
        th.asc::after { content: ' ▲'; } th.desc::after { content: ' ▼'; }
        table.coupling td:nth-child(n+3) { text-align: right; font-variant-numeric: tabular-nums; }
        tr[data-module] { cursor: pointer; } tr[data-module]:hover { background: var(--soft); }
        td.far { color: var(--amber); font-weight: 600; } td.bad { color: var(--red); font-weight: 600; }
        td.path { font-family: var(--mono); font-size: 12px; word-break: break-all; }
        .scatter .frame { fill: none; stroke: var(--line); } .scatter .main-sequence { stroke: var(--green); stroke-dasharray: 5 4; stroke-width: 1.5; }
        .scatter .zone { fill: #ffebe9; opacity: .7; } .scatter .zone-label { font-size: 11px; fill: var(--muted); }
        .scatter .tick { font-size: 10px; fill: var(--muted); } .scatter .axis { font-size: 11.5px; fill: var(--fg); }
        .scatter .dot { cursor: pointer; } .scatter .dot circle { fill: var(--blue); opacity: .75; stroke: #fff; }
        .scatter .dot.bad circle { fill: var(--red); } .scatter .dot text { font-size: 10px; fill: var(--fg); }
        #diagnostics-section summary { cursor: pointer; } #diagnostics-section summary h2 { display: inline; }
        ul.diagnostics { font-family: var(--mono); font-size: 12px; }
        footer { color: var(--muted); font-size: 12px; padding: 14px 28px; border-top: 1px solid var(--line); }
        @media (max-width: 900px) { .picture-wrap { flex-direction: column; height: auto; } .canvas { height: 70vh; } aside#details { flex-basis: auto; } }
        """#
}
