"""Pieces the games of this app share, naming none of them: sliced thinking for computer
opponents, the timing table, the SplitMix64 generator steps, the random-playout harness, safe
JSON reading and schema checks, refusal and hint reasons as data; and the games' registry
(``kinds``: each game registers its own descriptor) with what works through it for any game:
replays, share links, the archive of finished games, the thinking worker (``remote``), the
how-to-play text format (``howto``). Pure Python."""
