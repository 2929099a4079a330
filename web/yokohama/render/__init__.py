"""Yokohama's renderer, one module per region of the table; :func:`render` is the entry."""

from web.yokohama.render.table import render, svg_table

__all__ = ["render", "svg_table"]
