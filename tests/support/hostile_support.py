"""Files of flat shapes built to keep a TOML reader busy (issue 21, item 5): 8 MB of one
kind of value, each just under every other limit of a save (lines, line length, nesting),
for tests/session/test_limits_hostile.py and scripts/reliability."""

from __future__ import annotations

from tabletop.session.limits import MAX_BYTES, MAX_LINE

ITEMS = {
    "8 MB of `1,` in one array": "1,",
    "8 MB of empty arrays in one array": "[],",
    "8 MB of empty tables in one array": "{},",
    "8 MB of floats in one array": "1.5,",
    "8 MB of nan in one array": "nan,",
    "8 MB of empty strings in one array": '"",',
}
"""Each a value repeated in one array, laid out on lines as long as a save allows."""

INLINE_KEYS = "1.3 million inline keys (8 MB)"

BEHIND_A_LOG = {
    "8 MB of `1,` after a log opened inside a string": ('a = """\nlog = \'\'\'\n"""\n', "'''\n"),
    "8 MB of `1,` after a log closed mid-line": ("log = '''\nabc'''\n", "\n'''\n"),
}
"""The array between text that looks like the start and the end of a save's log, which the
reader does not read as a log (the counts of lines and values skip a real log's lines)."""


def flat_array(item: str) -> str:
    """`x = [` and 8 MB of `item`, one line of them after another, then `]`."""
    line = item * ((MAX_LINE - 10) // len(item)) + "\n"
    return "x = [\n" + line * ((MAX_BYTES - 100) // len(line)) + "]\n"


def inline_keys() -> str:
    """Tables of inline keys, one per line (`t0 = {a0=1,a1=1,...}`), 8 MB of them."""
    keys = ",".join(f"a{i}=1" for i in range((MAX_LINE - 40) // 8))
    lines = (MAX_BYTES - 100) // (len(keys) + 20)
    return "".join(f"t{n} = {{{keys}}}\n" for n in range(lines))


def hostile_texts() -> dict[str, str]:
    """Every flat hostile file, by what it holds."""
    texts = {name: flat_array(item) for name, item in ITEMS.items()}
    texts[INLINE_KEYS] = inline_keys()
    for name, (before, after) in BEHIND_A_LOG.items():
        texts[name] = before + flat_array("1,") + after
    return texts
