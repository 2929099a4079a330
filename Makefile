# Two entry points (see README): `make play` and `make test`.
PY      ?= python3
VENV    := .venv
VPY     := $(VENV)/bin/python
PORT    ?= 8000
JOBS    ?= 2

# The browser tests: two at a time, then the serial ones (timed, online play) alone.
define E2E_TESTS
$(VPY) -m pytest e2e -p no:cacheprovider -n $(JOBS) -m "not serial" --durations=25
$(VPY) -m pytest e2e -p no:cacheprovider -m serial
endef

.PHONY: play test setup venv lint typecheck unit pyodide e2e slow e2e-slow bench site page-bench

## play: set up what is missing, build the static site and serve it on 127.0.0.1:$(PORT)
play: venv
	$(VPY) tools/play.py --port $(PORT)

## test: set up what is missing, then lint, type-check and run every test (engine, renderer,
## the engines again on the browser's Python, browser)
## (two at a time with pytest-xdist; the timed and online-play browser tests, marked serial,
## run alone after)
test: setup lint typecheck
	$(VPY) -m pytest tests -n $(JOBS) --dist worksteal
	$(VPY) tools/pyodide_tests.py
	$(E2E_TESTS)

setup: venv
	$(VPY) tools/setup_env.py

venv: $(VENV)/.installed

$(VENV)/.installed: requirements-dev.txt
	$(PY) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	touch $@

lint: venv
	$(VPY) -m ruff check .

## typecheck: mypy (strict on the engines and boardgame/, standard on web/; pyproject.toml)
typecheck: venv
	$(VPY) -m mypy

unit: venv
	$(VPY) -m pytest tests -n $(JOBS)

## pyodide: the engines' rules, saves and random-game tests under the pinned Pyodide in Node
pyodide: venv
	$(VPY) tools/setup_env.py --no-browser
	$(VPY) tools/pyodide_tests.py

e2e: setup
	$(E2E_TESTS)

## slow: the long random-game sweeps (pytest -m slow; CI runs them every night, slow.yml)
slow: venv
	$(VPY) -m pytest tests -m slow

## e2e-slow: the long browser tests (pytest e2e -m slow: online play's three pages, host
## reload, whole Yokohama game across pages; random presses in both games); `make test` skips them
e2e-slow: setup
	$(VPY) -m pytest e2e -p no:cacheprovider -m slow

bench: venv
	$(VPY) -m yokohama bench

## site: build the static site into _site/ (what GitHub Pages serves)
site: venv
	$(VPY) tools/setup_env.py --no-browser
	$(VPY) tools/build_site.py

## page-bench: browser load and redraw benchmark (prints figures; not a test)
page-bench: setup
	$(VPY) bench/page_bench.py
