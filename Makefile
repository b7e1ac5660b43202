# make install: builds the `archlint` product alone in release mode and copies the one executable
# into $(PREFIX)/bin (it carries its presets: nothing else is installed). PREFIX=~/.local for a home.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
# On Linux the Swift runtime and Foundation are linked in: the installed executable does not need
# the toolchain it was built with (macOS has them in the system), and it starts in half the
# instructions, with 6 MB less memory.
STATIC = $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)

.PHONY: build install uninstall

build:
	swift build -c release --product archlint $(STATIC)

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build -c release $(STATIC) --show-bin-path)/archlint" "$(BINDIR)/archlint"

uninstall:
	rm -f "$(BINDIR)/archlint"
