// Parses a Mermaid file with mermaid's own parser (mermaid.parse), no browser needed.
const fs = require('fs');
const vm = require('vm');
const [bundle, file] = process.argv.slice(2);
const sandbox = { console, setTimeout, clearTimeout, queueMicrotask, Promise };
sandbox.window = sandbox; sandbox.addEventListener = () => {}; sandbox.removeEventListener = () => {}; sandbox.self = sandbox; sandbox.globalThis = sandbox;
sandbox.document = { createElement: () => ({ setAttribute() {}, style: {}, appendChild() {} }), querySelector: () => null, querySelectorAll: () => [], addEventListener() {}, body: { appendChild() {} }, documentElement: { style: {} } };
sandbox.navigator = { userAgent: 'node' };
// Enough of a DOM for the bundled DOMPurify to set itself up; parsing renders nothing.
for (const name of ['Element', 'Node', 'HTMLElement', 'SVGElement', 'DocumentFragment', 'Text', 'Comment', 'NamedNodeMap', 'HTMLFormElement', 'DOMParser', 'Document']) {
  sandbox[name] = class {};
}
sandbox.document.nodeType = 9;
sandbox.document.implementation = { createHTMLDocument: () => ({ body: {}, documentElement: {} }) };
vm.createContext(sandbox);
vm.runInContext(fs.readFileSync(bundle, 'utf8'), sandbox);
const exported = sandbox.mermaid || sandbox.__esbuild_esm_mermaid;
const mermaid = exported && (exported.default || exported);
mermaid.initialize({ startOnLoad: false });
mermaid.parse(fs.readFileSync(file, 'utf8')).then(r => { console.log('parsed: ' + JSON.stringify(r)); }, e => { console.log('error: ' + (e.message || e)); process.exit(1); });
