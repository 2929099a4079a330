"""Browser side of the Yokohama digital edition.

Every module here except :mod:`web.main` is pure Python (no ``js``/``pyscript`` imports), so the
renderer, the UI state and the session logic are tested natively with pytest (tests/web/).
"""
