"""Pieces shared by the games of this app (Yokohama, Machi Koro): sliced thinking for
computer opponents and the timing table. Pure Python, nothing game-specific."""
