"""Pieces shared by the games of this app (Yokohama, Machi Koro): sliced thinking for
computer opponents, the timing table, the SplitMix64 generator steps and the random-playout
harness for invariant tests. Pure Python, nothing game-specific."""
