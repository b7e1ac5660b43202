/// The HTML report's script, inlined into every report: pan and zoom of the picture, selection
/// (a module's or a dependency's findings in the side panel), collapsed groups, the findings list
/// (grouped, filtered, searched; its state in the address's `#…` so a view can be shared or
/// opened directly: `#q=Login&by=module&sev=error`, and `node=NAME`, `collapse=PATTERN` for the
/// picture), sortable tables. Plain ES2017, no libraries.
enum HTMLScript {
    static let source = #"""
        (function () {
        'use strict';
        var started = performance.now();
        var data = JSON.parse(document.getElementById('archlint-data').textContent);
        var F = data.findings, N = data.nodes, E = data.edges;
        function $(selector, root) { return (root || document).querySelector(selector); }
        function $$(selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); }
        function esc(text) {
          return String(text).replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]; });
        }
        function plural(count, word, words) { return count + ' ' + (count === 1 ? word : words || word + 's'); }
        function severityName(severity) { return severity === 'info' ? 'note' : severity; }
        F.forEach(function (f) { f.hay = (f.rule + ' ' + f.message + ' ' + f.file + ' ' + (f.module || '') + ' ' + f.also.join(' ')).toLowerCase(); });

        // ---- One finding, as the list and the side panel show it.
        function findingHTML(i) {
          var f = F[i];
          var html = '<div class="finding" data-i="' + i + '"><div class="head"><span class="pill ' + f.severity + '">' + severityName(f.severity) + '</span>';
          if (f.status !== 'new') html += '<span class="pill ' + f.status + '">' + f.status + '</span>';
          html += '<span class="rule">' + esc(f.rule) + '</span><span class="loc">' + esc(f.file) + ':' + f.line + ':' + f.column + '</span>';
          if (f.module && moduleNodes(f.module).length) html += '<a class="in-picture" href="#picture-section" data-module="' + esc(f.module) + '">show ' + esc(f.module) + '</a>';
          html += '</div><div class="msg">' + esc(f.message) + '</div>';
          if (f.reason) html += '<div class="also">Suppressed: ' + esc(f.reason) + '</div>';
          if (f.code) {
            html += '<pre class="code">';
            f.code.forEach(function (line, k) {
              var number = f.codeLine + k;
              html += '<span class="l' + (number === f.line ? ' mark' : '') + '"><span class="n">' + number + '</span>' + esc(line) + '</span>';
            });
            html += '</pre>';
          }
          if (f.evidence.length) {
            html += '<ul class="evidence">' + f.evidence.map(function (e) {
              return '<li><span class="loc">' + esc(e[0]) + ':' + e[1] + '</span> ' + esc(e[2]) + '</li>';
            }).join('') + '</ul>';
          }
          if (f.also.length) html += '<div class="also">Also breaks: ' + f.also.map(function (r) { return '<span class="chip">' + esc(r) + '</span>'; }).join('') + '</div>';
          return html + '</div>';
        }
        // Long lists are shown a page at a time.
        function findingsHTML(indices, limit, from) {
          from = from || 0;
          var html = indices.slice(from, from + limit).map(findingHTML).join('');
          var rest = indices.length - from - limit;
          if (rest > 0) html += '<button class="more" data-more="' + (from + limit) + '" data-limit="' + limit + '">Show ' + rest + ' more</button>';
          return html;
        }

        // ---- The findings list.
        var list = $('#findings-list');
        var state = { q: '', by: 'rule', rule: '', module: '', sev: {}, st: {} };
        // What the address asks of the picture; kept in the address as given.
        var pictureRequest = { node: '', collapse: [] };
        $$('#finding-tools input[name=sev]').forEach(function (box) { state.sev[box.value] = box.checked; });
        $$('#finding-tools input[name=st]').forEach(function (box) { state.st[box.value] = box.checked; });
        var defaults = JSON.stringify(state), initial = JSON.parse(defaults);
        function statusShown(status) { return state.st[status] === undefined ? status !== 'suppressed' : state.st[status]; }
        function matches(f) {
          if (state.sev[f.severity] === false || !statusShown(f.status)) return false;
          if (state.rule && f.rule !== state.rule && f.also.indexOf(state.rule) < 0) return false;
          if (state.module && (f.module || f.file) !== state.module) return false;
          if (state.q) {
            var words = state.q.toLowerCase().split(/\s+/);
            for (var w = 0; w < words.length; w++) if (words[w] && f.hay.indexOf(words[w]) < 0) return false;
          }
          return true;
        }
        function groupKey(f) {
          if (state.by === 'module') return f.module || '(project files)';
          if (state.by === 'file') return f.file;
          return f.rule;
        }
        var groupItems = {};
        function renderList() {
          var shown = [], statusRank = { 'new': 0, baselined: 1, suppressed: 2 };
          for (var i = 0; i < F.length; i++) if (matches(F[i])) shown.push(i);
          shown.sort(function (a, b) { return statusRank[F[a].status] - statusRank[F[b].status] || a - b; });
          var counter = $('#findings-count');
          counter.textContent = shown.length === F.length ? plural(F.length, 'finding') : shown.length + ' of ' + plural(F.length, 'finding');
          list.setAttribute('data-shown', shown.length);
          groupItems = {};
          var order = [];
          shown.forEach(function (i) {
            var key = groupKey(F[i]);
            if (!groupItems[key]) { groupItems[key] = []; order.push(key); }
            groupItems[key].push(i);
          });
          order.sort(function (a, b) { return groupItems[b].length - groupItems[a].length || (a < b ? -1 : a > b ? 1 : 0); });
          var openAll = shown.length <= 150;
          var html = '';
          order.forEach(function (key, index) {
            var items = groupItems[key];
            var severities = { error: 0, warning: 0, info: 0 };
            items.forEach(function (i) { severities[F[i].severity] += 1; });
            html += '<details class="group" data-g="' + esc(key) + '"' + (openAll || index === 0 ? ' open' : '') + '><summary><span class="gname">' + esc(key) + '</span>';
            ['error', 'warning', 'info'].forEach(function (s) { if (severities[s]) html += '<span class="pill ' + s + '">' + severities[s] + ' ' + severityName(s) + (severities[s] === 1 ? '' : 's') + '</span>'; });
            var rule = state.by === 'rule' && data.rules[key];
            if (rule) html += '<span class="gdesc">' + esc(rule.kind + (rule.message ? ' · ' + rule.message : '')) + '</span>';
            html += '</summary><div class="items"></div></details>';
          });
          if (!order.length) html = '<p class="hint">' + (F.length ? 'No finding matches.' : 'No findings.') + '</p>';
          list.innerHTML = html;
          $$('details.group[open]', list).forEach(fillGroup);
          renderActiveFilters();
          writeHash();
        }
        function fillGroup(details) {
          if (details.getAttribute('data-filled')) return;
          details.setAttribute('data-filled', '1');
          $('.items', details).innerHTML = findingsHTML(groupItems[details.getAttribute('data-g')], 200);
        }
        list.addEventListener('toggle', function (event) { if (event.target.open) fillGroup(event.target); }, true);
        document.addEventListener('click', function (event) {
          var more = event.target.closest('button.more');
          if (!more) return;
          var group = more.closest('details.group');
          var indices = group ? groupItems[group.getAttribute('data-g')] : selectionFindings;
          more.outerHTML = findingsHTML(indices, +more.getAttribute('data-limit'), +more.getAttribute('data-more'));
        });
        function renderActiveFilters() {
          var holder = $('#active-filters');
          if (!holder) {
            holder = document.createElement('span');
            holder.id = 'active-filters';
            $('#finding-tools').appendChild(holder);
          }
          var html = '';
          if (state.rule) html += '<span class="chip">rule: ' + esc(state.rule) + '<button data-clear="rule" title="remove">✕</button></span>';
          if (state.module) html += '<span class="chip">module: ' + esc(state.module) + '<button data-clear="module" title="remove">✕</button></span>';
          holder.innerHTML = html;
        }
        $('#finding-tools').addEventListener('click', function (event) {
          var clear = event.target.getAttribute('data-clear');
          if (clear) { state[clear] = ''; renderList(); }
        });
        function writeHash() {
          if (JSON.stringify(state) === defaults && !pictureRequest.node && !pictureRequest.collapse.length) {
            if (location.hash.indexOf('=') >= 0) history.replaceState(null, '', location.pathname + location.search);
            return;
          }
          var parts = [];
          if (pictureRequest.node) parts.push('node=' + encodeURIComponent(pictureRequest.node));
          pictureRequest.collapse.forEach(function (pattern) { parts.push('collapse=' + encodeURIComponent(pattern)); });
          if (state.q) parts.push('q=' + encodeURIComponent(state.q));
          if (state.by !== 'rule') parts.push('by=' + state.by);
          if (state.rule) parts.push('rule=' + encodeURIComponent(state.rule));
          if (state.module) parts.push('module=' + encodeURIComponent(state.module));
          ['sev', 'st'].forEach(function (key) {
            if (JSON.stringify(state[key]) === JSON.stringify(initial[key])) return;
            parts.push(key + '=' + Object.keys(state[key]).filter(function (name) { return state[key][name]; }).join(','));
          });
          history.replaceState(null, '', '#' + parts.join('&'));
        }
        function readHash() {
          var hash = location.hash.slice(1);
          if (hash.indexOf('=') < 0) return false;
          hash.split('&').forEach(function (pair) {
            var at = pair.indexOf('=');
            var key = decodeURIComponent(pair.slice(0, at)), value = decodeURIComponent(pair.slice(at + 1));
            if (key === 'q' || key === 'rule' || key === 'module') state[key] = value;
            else if (key === 'node') pictureRequest.node = value;
            else if (key === 'collapse') pictureRequest.collapse.push(value);
            else if (key === 'by' && /^(rule|module|file)$/.test(value)) state.by = value;
            else if (key === 'sev' || key === 'st') {
              var chosen = value.split(',');
              Object.keys(state[key]).forEach(function (name) { state[key][name] = chosen.indexOf(name) >= 0; });
              chosen.forEach(function (name) { if (name) state[key][name] = true; });
            }
          });
          return true;
        }
        function syncControls() {
          $('#search').value = state.q;
          $('#group-by').value = state.by;
          $$('#finding-tools input[name=sev]').forEach(function (box) { box.checked = state.sev[box.value] !== false; });
          $$('#finding-tools input[name=st]').forEach(function (box) { box.checked = statusShown(box.value); });
        }
        var typing;
        $('#search').addEventListener('input', function () {
          clearTimeout(typing);
          typing = setTimeout(function () { state.q = $('#search').value.trim(); renderList(); }, 120);
        });
        $('#group-by').addEventListener('change', function () { state.by = this.value; renderList(); });
        $$('#finding-tools input[type=checkbox]').forEach(function (box) {
          box.addEventListener('change', function () { state[box.name][box.value] = box.checked; renderList(); });
        });
        $('#expand-all').addEventListener('click', function () { $$('details.group', list).forEach(function (d) { d.open = true; fillGroup(d); }); });
        $('#collapse-all').addEventListener('click', function () { $$('details.group', list).forEach(function (d) { d.open = false; }); });
        $$('[data-filter]').forEach(function (element) {
          element.addEventListener('click', function () {
            var filter = element.getAttribute('data-filter'), at = filter.indexOf('=');
            var key = filter.slice(0, at), value = filter.slice(at + 1);
            if (key === 'sev' || key === 'st') {
              Object.keys(state[key]).forEach(function (name) { state[key][name] = name === value; });
            } else {
              state[key] = value;
              if (key === 'module') state.by = 'rule';
            }
            syncControls();
            renderList();
            $('#findings-section').scrollIntoView();
          });
        });

        // ---- The picture: pan, zoom, selection, collapsed groups.
        var svg = $('#picture'), viewport = $('#viewport'), canvas = $('#canvas');
        var pictureWidth = +svg.getAttribute('width'), pictureHeight = +svg.getAttribute('height');
        svg.removeAttribute('viewBox');
        svg.setAttribute('width', '100%');
        svg.setAttribute('height', '100%');
        var nodeElements = [], edgeElements = [], labelElements = [];
        $$('.node[data-node]', svg).forEach(function (el) { nodeElements[+el.getAttribute('data-node')] = el; });
        $$('.edge[data-edge]', svg).forEach(function (el) { edgeElements[+el.getAttribute('data-edge')] = el; });
        $$('.elabel[data-edge]', svg).forEach(function (el) { labelElements[+el.getAttribute('data-edge')] = el; });
        var view = { x: 0, y: 0, k: 1 }, moved = false;
        var bandLabels = $$('.band-name, .band-meta', svg);
        function applyView() {
          viewport.setAttribute('transform', 'translate(' + view.x.toFixed(1) + ',' + view.y.toFixed(1) + ') scale(' + view.k.toFixed(4) + ')');
          // Layer names stay in sight at the left edge when the picture is moved past them.
          var shift = Math.max(0, -view.x / view.k).toFixed(1);
          bandLabels.forEach(function (label) { label.setAttribute('transform', 'translate(' + shift + ',0)'); });
        }
        function fit() {
          var box = canvas.getBoundingClientRect();
          var k = Math.min(box.width / pictureWidth, box.height / pictureHeight, 1.5);
          view = { k: k, x: (box.width - pictureWidth * k) / 2, y: Math.max(0, (box.height - pictureHeight * k) / 2) };
          applyView();
        }
        function zoom(factor, x, y) {
          moved = true;
          var k = Math.min(6, Math.max(0.04, view.k * factor));
          view.x = x - (x - view.x) * k / view.k;
          view.y = y - (y - view.y) * k / view.k;
          view.k = k;
          applyView();
        }
        canvas.addEventListener('wheel', function (event) {
          event.preventDefault();
          var box = canvas.getBoundingClientRect();
          zoom(Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0018)), event.clientX - box.left, event.clientY - box.top);
        }, { passive: false });
        var drag = null;
        canvas.addEventListener('pointerdown', function (event) {
          if (event.button !== 0) return;
          drag = { x: event.clientX, y: event.clientY, viewX: view.x, viewY: view.y, moved: false };
        });
        window.addEventListener('pointermove', function (event) {
          if (!drag) return;
          var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
          if (!drag.moved && Math.abs(dx) + Math.abs(dy) > 4) { drag.moved = true; canvas.classList.add('dragging'); }
          if (drag.moved) { moved = true; view.x = drag.viewX + dx; view.y = drag.viewY + dy; applyView(); }
        });
        window.addEventListener('pointerup', function (event) {
          var ended = drag;
          drag = null;
          canvas.classList.remove('dragging');
          if (ended && !ended.moved) pick(document.elementFromPoint(event.clientX, event.clientY));
        });
        $('#picture-tools').addEventListener('click', function (event) {
          var action = event.target.getAttribute('data-zoom');
          var box = canvas.getBoundingClientRect();
          if (action === 'fit') { fit(); moved = false; }
          if (action === 'in') zoom(1.4, box.width / 2, box.height / 2);
          if (action === 'out') zoom(1 / 1.4, box.width / 2, box.height / 2);
        });
        $('#show-allowed').addEventListener('change', function () { svg.classList.toggle('hide-allowed', !this.checked); });

        var details = $('#details');
        var selectionFindings = [];
        function pick(element) {
          if (!element || !element.closest) return;
          var group = element.closest('[data-group]'), node = element.closest('[data-node]'), edge = element.closest('[data-edge]'), merged = element.closest('[data-merged]');
          if (group) selectGroup(+group.getAttribute('data-group'));
          else if (node) selectNode(+node.getAttribute('data-node'));
          else if (merged) selectMerged(+merged.getAttribute('data-merged'));
          else if (edge) selectEdge(+edge.getAttribute('data-edge'));
          else if (element.closest('#canvas')) clearSelection();
        }
        function mark(element, selected) {
          if (!element) return;
          element.classList.add('on');
          if (selected) element.classList.add('sel');
          if (element.classList.contains('edge') && !element.classList.contains('violation')) element.setAttribute('marker-end', 'url(#arrow-blue)');
        }
        function clearSelection() {
          svg.classList.remove('focus');
          $$('.on', svg).forEach(function (el) {
            el.classList.remove('on', 'sel');
            if (el.classList.contains('edge') && !el.classList.contains('violation')) el.setAttribute('marker-end', 'url(#arrow)');
          });
          details.innerHTML = '<p class="placeholder">Click a module or a dependency to see its findings.</p>';
        }
        function showFindings(indices, heading) {
          selectionFindings = indices;
          return '<h4>' + heading + '</h4>' + (indices.length ? findingsHTML(indices, 60) : '<p class="placeholder">None.</p>');
        }
        function dependencyList(items, arrow) {
          if (!items.length) return '';
          return '<ul class="deps">' + items.map(function (item) {
            return '<li data-pick="' + item.key + '">' + arrow + ' ' + esc(item.name) + ' <span class="red">' + esc(item.label) + '</span></li>';
          }).join('') + '</ul>';
        }
        function ruleSummary(indices) {
          var counts = {};
          indices.forEach(function (i) { counts[F[i].rule] = (counts[F[i].rule] || 0) + 1; });
          return Object.keys(counts).sort(function (a, b) { return counts[b] - counts[a] || (a < b ? -1 : 1); })
            .map(function (rule) { return (data.cycleRules.indexOf(rule) >= 0 ? '↻ ' : '') + rule + ' ×' + counts[rule]; }).join(', ');
        }
        function couplingLine(module) {
          var row = $('tr[data-module="' + CSS.escape(module) + '"]');
          if (!row) return '';
          var cells = row.cells;
          return '<div class="meta">Ca ' + cells[3].textContent + ' · Ce ' + cells[4].textContent + ' · I ' + cells[5].textContent + ' · A ' + cells[6].textContent + ' · D ' + cells[7].textContent + '</div>';
        }
        function selectNode(i) {
          clearSelection();
          svg.classList.add('focus');
          mark(nodeElements[i], true);
          var outgoing = [], incoming = [];
          E.forEach(function (e, j) {
            if (e.from !== i && e.to !== i) return;
            mark(edgeElements[j]);
            mark(labelElements[j]);
            mark(nodeElements[e.from]);
            mark(nodeElements[e.to]);
            if (!e.findings.length) return;
            if (e.from === i && e.to !== i) outgoing.push({ key: 'e' + j, name: N[e.to].id, label: ruleSummary(e.findings) });
            if (e.to === i && e.from !== i) incoming.push({ key: 'e' + j, name: N[e.from].id, label: ruleSummary(e.findings) });
            if (e.from === i && e.to === i) outgoing.push({ key: 'e' + j, name: 'inside ' + N[i].id, label: ruleSummary(e.findings) });
          });
          // Its dependencies on collapsed groups.
          merged.forEach(function (entry, m) {
            if (entry.from !== i && entry.to !== i) return;
            $$('[data-merged="' + m + '"]', svg).forEach(function (el) { mark(el); });
            [entry.from, entry.to].forEach(function (end) { if (typeof end === 'string') mark(groups[+end.slice(1)].element); });
          });
          var node = N[i];
          var html = '<h3>' + esc(node.id) + '</h3><div class="meta">' + (node.layer ? 'layer ' + esc(node.layer) + ' · ' : '') + plural(node.files, 'file') + '</div>';
          if (node.modules.length === 1) html += couplingLine(node.modules[0]);
          if (outgoing.length) html += '<h4>Its dependencies that break rules</h4>' + dependencyList(outgoing, '→');
          if (incoming.length) html += '<h4>Depended on against the rules by</h4>' + dependencyList(incoming, '←');
          details.innerHTML = html + showFindings(node.all, plural(node.all.length, 'finding') + ' in its code');
        }
        function selectEdge(j) {
          clearSelection();
          svg.classList.add('focus');
          var e = E[j];
          mark(edgeElements[j], true);
          mark(labelElements[j]);
          mark(nodeElements[e.from]);
          mark(nodeElements[e.to]);
          var html = '<h3>' + esc(N[e.from].id) + ' → ' + esc(N[e.to].id) + '</h3><div class="meta">' + esc(e.kinds.join(', ')) + (e.cycle ? ' · part of a cycle' : '') + '</div>';
          if (!e.findings.length) html += '<p>An allowed dependency.</p>';
          else html += '<div class="meta red">' + esc(ruleSummary(e.findings)) + '</div>';
          details.innerHTML = html + (e.findings.length ? showFindings(e.findings, plural(e.findings.length, 'finding')) : '');
        }
        details.addEventListener('click', function (event) {
          var item = event.target.closest('[data-pick]');
          if (!item) return;
          var key = item.getAttribute('data-pick');
          if (key[0] === 'e') selectEdge(+key.slice(1)); else if (key[0] === 'm') selectMerged(+key.slice(1));
        });
        function moduleNodes(module) {
          var found = [];
          N.forEach(function (n, i) { if (n.modules.indexOf(module) >= 0) found.push(i); });
          return found;
        }
        function centreOn(i) {
          var box = canvas.getBoundingClientRect(), b = N[i].box;
          moved = true;
          view.k = Math.max(view.k, 0.9);
          view.x = box.width / 2 - (b[0] + b[2] / 2) * view.k;
          view.y = box.height / 2 - (b[1] + b[3] / 2) * view.k;
          applyView();
        }
        function showModule(module) {
          var nodes = moduleNodes(module);
          if (!nodes.length) return;
          var owner = representative[nodes[0]];
          if (typeof owner === 'string') selectGroup(+owner.slice(1)); else { selectNode(nodes[0]); centreOn(nodes[0]); }
          $('#picture-section').scrollIntoView();
        }
        document.addEventListener('click', function (event) {
          var link = event.target.closest('a.in-picture');
          var row = event.target.closest('tr[data-module]');
          var dot = event.target.closest('.scatter .dot');
          if (link) { event.preventDefault(); showModule(link.getAttribute('data-module')); }
          else if (row) showModule(row.getAttribute('data-module'));
          else if (dot) showModule(dot.getAttribute('data-modules').split(' ')[0]);
        });

        // Groups: nodes whose name matches a pattern drawn as one node (at the place of their
        // middle member), their dependencies merged.
        var groups = [], merged = [], representative = N.map(function (n, i) { return i; });
        var groupLayer = $('#groups');
        var SVGNS = 'http://www.w3.org/2000/svg';
        function svgElement(name, attributes, parent) {
          var element = document.createElementNS(SVGNS, name);
          Object.keys(attributes).forEach(function (key) { element.setAttribute(key, attributes[key]); });
          if (parent) parent.appendChild(element);
          return element;
        }
        function route(a, rowA, b, rowB) {
          var ax = a[0] + a[2] / 2, bx = b[0] + b[2] / 2, bend;
          function path(x1, y1, c1x, c1y, c2x, c2y, x2, y2) { return 'M' + x1 + ',' + y1 + ' C' + c1x + ',' + c1y + ' ' + c2x + ',' + c2y + ' ' + x2 + ',' + y2; }
          if (a === b) { var right = a[0] + a[2]; return path(right - 6, a[1], right + 34, a[1] - 22, right + 34, a[1] + a[3] + 22, right - 6, a[1] + a[3]); }
          if (rowB > rowA) { bend = Math.max(28, (b[1] - a[1] - a[3]) * 0.45); return path(ax, a[1] + a[3], ax, a[1] + a[3] + bend, bx, b[1] - bend, bx, b[1]); }
          if (rowB < rowA) { bend = Math.max(28, (a[1] - b[1] - b[3]) * 0.45); return path(ax, a[1], ax, a[1] - bend, bx, b[1] + b[3] + bend, bx, b[1] + b[3]); }
          var lift = 26 + Math.min(80, Math.abs(bx - ax) * 0.12);
          return path(ax, a[1], ax, a[1] - lift, bx, b[1] - lift, bx, b[1]);
        }
        function applyGroups() {
          groupLayer.innerHTML = '';
          merged = [];
          representative = N.map(function (n, i) { return i; });
          nodeElements.concat(edgeElements, labelElements).forEach(function (el) { if (el) el.classList.remove('hidden'); });
          var boxes = {}, rows = {};
          groups.forEach(function (group, g) {
            group.members = [];
            N.forEach(function (n, i) { if (typeof representative[i] === 'number' && group.expression.test(n.id)) group.members.push(i); });
            if (group.members.length < 2) { group.members = []; return; }
            group.members.forEach(function (i) { representative[i] = 'g' + g; nodeElements[i].classList.add('hidden'); });
            var byRow = {};
            group.members.forEach(function (i) { (byRow[N[i].row] = byRow[N[i].row] || []).push(i); });
            var row = Object.keys(byRow).sort(function (a, b) { return byRow[b].length - byRow[a].length; })[0];
            var inRow = byRow[row].sort(function (a, b) { return N[a].box[0] - N[b].box[0]; });
            var middle = N[inRow[Math.floor(inRow.length / 2)]].box;
            var label = group.name + ' ×' + group.members.length;
            var width = Math.max(middle[2], label.length * 7.2 + 26);
            var box = [middle[0] + middle[2] / 2 - width / 2, middle[1], width, middle[3]];
            boxes['g' + g] = box;
            rows['g' + g] = +row;
            group.findings = [];
            var seen = {};
            group.members.forEach(function (i) { N[i].all.forEach(function (f) { if (!seen[f]) { seen[f] = 1; group.findings.push(f); } }); });
            var element = svgElement('g', { 'class': 'node group' + (group.findings.length ? ' has-findings' : ''), 'data-group': g, transform: 'translate(' + box[0] + ',' + box[1] + ')' }, null);
            svgElement('rect', { width: width, height: box[3], rx: 7 }, element);
            var text = svgElement('text', { x: width / 2, y: box[3] / 2 + 4, 'text-anchor': 'middle' }, element);
            text.textContent = label;
            if (group.findings.length) {
              var badge = svgElement('g', { 'class': 'badge', transform: 'translate(' + (width - 16) + ',-7)' }, element);
              svgElement('rect', { x: -14, y: 0, width: 28, height: 15, rx: 7.5 }, badge);
              svgElement('text', { y: 11, 'text-anchor': 'middle' }, badge).textContent = group.findings.length;
            }
            group.element = element;
          });
          var byKey = {};
          E.forEach(function (e, j) {
            var from = representative[e.from], to = representative[e.to];
            if (typeof from === 'number' && typeof to === 'number') return;
            edgeElements[j].classList.add('hidden');
            if (labelElements[j]) labelElements[j].classList.add('hidden');
            var key = from + '>' + to;
            if (!byKey[key]) { byKey[key] = { from: from, to: to, findings: [], kinds: [], cycle: false, edges: [] }; merged.push(byKey[key]); }
            var entry = byKey[key];
            entry.edges.push(j);
            entry.cycle = entry.cycle || e.cycle;
            e.kinds.forEach(function (k) { if (entry.kinds.indexOf(k) < 0) entry.kinds.push(k); });
            e.findings.forEach(function (f) { if (entry.findings.indexOf(f) < 0) entry.findings.push(f); });
          });
          var edgeLayer = svgElement('g', {}, groupLayer), labelLayer = svgElement('g', {}, null);
          merged.forEach(function (entry, m) {
            if (entry.from === entry.to && !entry.findings.length) return;
            var a = typeof entry.from === 'number' ? N[entry.from].box : boxes[entry.from];
            var b = typeof entry.to === 'number' ? N[entry.to].box : boxes[entry.to];
            var rowA = typeof entry.from === 'number' ? N[entry.from].row : rows[entry.from];
            var rowB = typeof entry.to === 'number' ? N[entry.to].row : rows[entry.to];
            var bad = entry.findings.length > 0;
            var path = svgElement('path', {
              'class': 'edge' + (bad ? ' violation' : '') + (entry.cycle ? ' cycle' : ''), 'data-merged': m, d: route(a, rowA, b, rowB),
              'marker-end': bad ? 'url(#arrow-red)' : 'url(#arrow)', 'stroke-width': bad ? Math.min(5, 1.6 + 0.8 * Math.sqrt(entry.findings.length)) : 1
            }, edgeLayer);
            svgElement('title', {}, path).textContent = nameOf(entry.from) + ' → ' + nameOf(entry.to) + (bad ? ': ' + ruleSummary(entry.findings) : '');
            if (bad) {
              var label = ruleSummary(entry.findings).split(', ');
              var textValue = label[0] + (label.length > 1 ? ' +' + (label.length - 1) : '');
              var width = textValue.length * 6.3 + 14;
              // A loop's label stands right of the loop, clear of the node.
              var x = a === b ? a[0] + a[2] + 38 + width / 2 : (a[0] + a[2] / 2 + b[0] + b[2] / 2) / 2, y = a === b ? a[1] + a[3] / 2 : (a[1] + a[3] / 2 + b[1] + b[3] / 2) / 2;
              var holder = svgElement('g', { 'class': 'elabel', 'data-merged': m, transform: 'translate(' + x + ',' + y + ')' }, labelLayer);
              svgElement('rect', { x: -width / 2, y: -9, width: width, height: 18, rx: 9 }, holder);
              svgElement('text', { y: 4, 'text-anchor': 'middle' }, holder).textContent = textValue;
            }
          });
          groups.forEach(function (group) { if (group.element) groupLayer.appendChild(group.element); });
          groupLayer.appendChild(labelLayer);
          renderGroupChips();
          clearSelection();
        }
        function nameOf(representativeKey) { return typeof representativeKey === 'number' ? N[representativeKey].id : groups[+representativeKey.slice(1)].name; }
        function selectGroup(g) {
          clearSelection();
          var group = groups[g];
          svg.classList.add('focus');
          mark(group.element, true);
          var outgoing = [], incoming = [];
          merged.forEach(function (entry, m) {
            if (entry.from !== 'g' + g && entry.to !== 'g' + g) return;
            $$('[data-merged="' + m + '"]', svg).forEach(function (el) { mark(el); });
            if (!entry.findings.length) return;
            var item = { key: 'm' + m, label: ruleSummary(entry.findings) };
            if (entry.from === entry.to) { item.name = 'among its members'; outgoing.push(item); }
            else if (entry.from === 'g' + g) { item.name = nameOf(entry.to); outgoing.push(item); }
            else { item.name = nameOf(entry.from); incoming.push(item); }
          });
          var html = '<h3>' + esc(group.name) + ' ×' + group.members.length + '</h3><div class="meta">' + group.members.map(function (i) { return esc(N[i].id); }).join(', ') + '</div>';
          if (outgoing.length) html += '<h4>Its dependencies that break rules</h4>' + dependencyList(outgoing, '→');
          if (incoming.length) html += '<h4>Depended on against the rules by</h4>' + dependencyList(incoming, '←');
          details.innerHTML = html + showFindings(group.findings, plural(group.findings.length, 'finding') + ' in its code');
        }
        function selectMerged(m) {
          clearSelection();
          var entry = merged[m];
          svg.classList.add('focus');
          $$('[data-merged="' + m + '"]', svg).forEach(function (el) { mark(el, true); });
          var html = '<h3>' + esc(nameOf(entry.from)) + ' → ' + esc(nameOf(entry.to)) + '</h3><div class="meta">' + esc(entry.kinds.join(', ')) + ' · ' + plural(entry.edges.length, 'dependency', 'dependencies') + '</div>';
          if (!entry.findings.length) html += '<p>Allowed dependencies.</p>';
          details.innerHTML = html + (entry.findings.length ? showFindings(entry.findings, plural(entry.findings.length, 'finding')) : '');
        }
        function renderGroupChips() {
          var html = '';
          var active = {};
          groups.forEach(function (group, g) {
            active[group.pattern] = true;
            html += '<span class="chip active">' + esc(group.name) + (group.members.length ? ' ×' + group.members.length : ' (no match)') + '<button data-ungroup="' + g + '" title="expand">✕</button></span>';
          });
          data.groups.forEach(function (suggestion) {
            if (!active[suggestion.pattern]) html += '<button class="chip" data-suggest="' + esc(suggestion.pattern) + '" title="collapse the modules ending in ' + esc(suggestion.name.slice(1)) + '">' + esc(suggestion.name) + ' ×' + suggestion.count + '</button>';
          });
          $('#collapse-chips').innerHTML = html;
        }
        function addGroup(pattern) {
          var expression;
          try { expression = new RegExp(pattern); } catch (error) { $('#collapse-input').setCustomValidity('not a regular expression'); $('#collapse-input').reportValidity(); return; }
          $('#collapse-input').setCustomValidity('');
          var suggestion = data.groups.filter(function (s) { return s.pattern === pattern; })[0];
          groups.push({ pattern: pattern, expression: expression, name: suggestion ? suggestion.name : pattern, members: [] });
          applyGroups();
        }
        $('#collapse-add').addEventListener('click', function () { var value = $('#collapse-input').value.trim(); if (value) addGroup(value); });
        $('#collapse-input').addEventListener('keydown', function (event) { if (event.key === 'Enter') $('#collapse-add').click(); });
        $('#collapse-chips').addEventListener('click', function (event) {
          var remove = event.target.getAttribute('data-ungroup'), suggest = event.target.getAttribute('data-suggest');
          if (remove !== null) { groups.splice(+remove, 1); applyGroups(); }
          if (suggest !== null) addGroup(suggest);
        });

        // ---- Sortable tables.
        $$('table.sortable').forEach(function (table) {
          $$('th', table).forEach(function (th, column) {
            th.addEventListener('click', function () {
              var descending = !th.classList.contains('desc');
              $$('th', table).forEach(function (other) { other.classList.remove('asc', 'desc'); });
              th.classList.add(descending ? 'desc' : 'asc');
              var numeric = th.getAttribute('data-type') === 'number';
              var body = table.tBodies[0];
              Array.prototype.slice.call(body.rows).sort(function (a, b) {
                var x = a.cells[column].textContent, y = b.cells[column].textContent;
                var order = numeric ? parseFloat(x) - parseFloat(y) : x.localeCompare(y);
                return descending ? -order : order;
              }).forEach(function (row) { body.appendChild(row); });
            });
          });
        });

        if (readHash()) syncControls();
        renderList();
        renderGroupChips();
        fit();
        pictureRequest.collapse.forEach(function (pattern) { addGroup(pattern); });
        if (pictureRequest.node) {
          var requested = N.map(function (n, i) { return i; }).filter(function (i) { return N[i].id === pictureRequest.node; })[0];
          if (requested !== undefined) { if (typeof representative[requested] === 'string') selectGroup(+representative[requested].slice(1)); else { selectNode(requested); centreOn(requested); } }
          else showModule(pictureRequest.node);
        }
        window.addEventListener('resize', function () { if (!moved) fit(); });
        var scriptTime = Math.round(performance.now() - started), readyTime = Math.round(performance.now());
        document.body.setAttribute('data-script-ms', scriptTime);
        document.body.setAttribute('data-ready-ms', readyTime);
        $('#render-time').textContent = 'ready ' + readyTime + ' ms after opening (script ' + scriptTime + ' ms)';
        })();
        """#
}
