#!/usr/bin/env python3
"""Drives an HTML audit report in headless Chromium through the DevTools protocol and checks what
the Swift tests' --dump-dom cannot: real clicks on a module and on a red edge's label, wheel zoom,
dragging, typing a search, collapsing a suggested group and clicking it, sorting the coupling table.

    python3 Tools/ReportInteractions/check.py audit.html [screenshot.png]

Needs chromium and `pip install websocket-client`. Exits 1 when a check fails."""
import base64, json, os, subprocess, sys, tempfile, time, urllib.request

import websocket

PORT = 9333


class Page:
    def __init__(self, socket):
        self.socket = socket
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({'id': self.next_id, 'method': method, 'params': params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get('id') == self.next_id:
                return message.get('result', {})

    def js(self, expression):
        return self.call('Runtime.evaluate', expression=expression, returnByValue=True)['result'].get('value')

    def centre(self, selector):
        return self.js("(function(){var r=document.querySelector(%s).getBoundingClientRect();return [r.x+r.width/2,r.y+r.height/2];})()"
                       % json.dumps(selector))

    def click(self, x, y):
        for kind in ('mousePressed', 'mouseReleased'):
            self.call('Input.dispatchMouseEvent', type=kind, x=x, y=y, button='left', clickCount=1)
        time.sleep(0.3)

    def show_picture(self):
        self.js("document.getElementById('picture-section').scrollIntoView(); document.querySelector('[data-zoom=fit]').click()")
        time.sleep(0.3)


def main():
    report = os.path.abspath(sys.argv[1])
    profile = tempfile.mkdtemp()
    browser = subprocess.Popen(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-port=%d' % PORT,
                                '--user-data-dir=' + profile, '--window-size=1600,1200', 'about:blank'],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    failures = []

    def check(name, condition, detail):
        print('%s %s: %s' % ('ok  ' if condition else 'FAIL', name, detail))
        if not condition:
            failures.append(name)

    try:
        for _ in range(100):
            try:
                tabs = json.load(urllib.request.urlopen('http://127.0.0.1:%d/json' % PORT))
                break
            except OSError:
                time.sleep(0.1)
        page = Page(websocket.create_connection([t for t in tabs if t['type'] == 'page'][0]['webSocketDebuggerUrl']))
        page.call('Page.enable')
        page.call('Page.navigate', url='file://' + report)
        for _ in range(100):
            if page.js("document.body && document.body.getAttribute('data-ready-ms')"):
                break
            time.sleep(0.1)
        check('ready', page.js("document.body.getAttribute('data-ready-ms')") is not None, 'script finished')

        page.show_picture()
        node = page.js("document.querySelector('.node.has-findings').getAttribute('data-node')")
        page.click(*page.centre('.node[data-node="%s"]' % node))
        title = page.js("(document.querySelector('#details h3') || {}).textContent")
        check('click a module', bool(title) and page.js("document.querySelectorAll('#details .finding').length") > 0, title)

        page.click(*page.centre('.elabel'))
        title = page.js("(document.querySelector('#details h3') || {}).textContent")
        check('click a red edge', title is not None and '→' in title, title)

        before = page.js("document.getElementById('viewport').getAttribute('transform')")
        page.call('Input.dispatchMouseEvent', type='mouseWheel', x=600, y=700, deltaX=0, deltaY=-300)
        time.sleep(0.3)
        zoomed = page.js("document.getElementById('viewport').getAttribute('transform')")
        check('wheel zooms', zoomed != before, '%s -> %s' % (before, zoomed))

        page.call('Input.dispatchMouseEvent', type='mousePressed', x=500, y=700, button='left', clickCount=1)
        for step in range(1, 6):
            page.call('Input.dispatchMouseEvent', type='mouseMoved', x=500 + step * 20, y=700 + step * 10, button='left')
        page.call('Input.dispatchMouseEvent', type='mouseReleased', x=600, y=750, button='left', clickCount=1)
        time.sleep(0.2)
        dragged = page.js("document.getElementById('viewport').getAttribute('transform')")
        check('drag pans', dragged != zoomed and dragged.endswith(zoomed.split(' ')[-1]), dragged)

        total = page.js("document.querySelectorAll('#findings-list .finding').length")
        word = page.js("(window.__word = (JSON.parse(document.getElementById('archlint-data').textContent).findings[0].module || 'a'))")
        page.js("document.getElementById('search').focus()")
        page.call('Input.insertText', text=word)
        time.sleep(0.6)
        shown = page.js("document.querySelectorAll('#findings-list .finding').length")
        check('search narrows', 0 < shown <= total and page.js("location.hash").startswith('#q='),
              '%s: %s of %s cards, %s' % (word, shown, total, page.js("document.getElementById('findings-count').textContent")))

        if page.js("!!document.querySelector('#collapse-chips button.chip')"):
            page.js("document.querySelector('#collapse-chips button.chip').click()")
            time.sleep(0.3)
            page.show_picture()
            page.click(*page.centre('#groups .group'))
            title = page.js("(document.querySelector('#details h3') || {}).textContent")
            check('collapse and click the group', title is not None and '×' in title, title)

        page.js("document.querySelectorAll('table.coupling th')[7].click()")
        distances = page.js("Array.from(document.querySelectorAll('table.coupling tbody tr')).map(r => parseFloat(r.cells[7].textContent))")
        check('sort by distance', distances == sorted(distances, reverse=True), str(distances[:5]))

        if len(sys.argv) > 2:
            page.show_picture()
            with open(sys.argv[2], 'wb') as file:
                file.write(base64.b64decode(page.call('Page.captureScreenshot', format='png')['data']))
    finally:
        browser.terminate()
        browser.wait()
    sys.exit(1 if failures else 0)


if __name__ == '__main__':
    main()
