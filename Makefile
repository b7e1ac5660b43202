# make install: builds the `archlint` product alone in release mode and copies the one executable
# into $(PREFIX)/bin (it carries its presets: nothing else is installed). PREFIX=~/.local for a home.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin

.PHONY: build install uninstall

build:
	swift build -c release --product archlint

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build -c release --show-bin-path)/archlint" "$(BINDIR)/archlint"

uninstall:
	rm -f "$(BINDIR)/archlint"
