"""What a rule citation ("[6.2]") leads to: the cited case as the app ships it (no Tk here).

The rulebooks are not shipped with the app (they are the publishers' text); what is shipped
is the printed data transcribed from them, each table and option with the case it comes from
and, in its comments, the rulebook's words it rests on, and the actions the app offers under
each case. `rule_text` gathers those for one case and says where the rule's own words are: in
the printed rulebook, under that case.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tabletop.core.data import data_dir
from tabletop.core.i18n import _, tr
from tabletop.games import GAMES

CITATION = re.compile(
    r"\[(\d+(?:\.\d+)*[A-Za-z]?(?: [A-Z][\w ]{0,40})?|[A-Z][\w' ]{2,30}(?:: [\w' ]{2,40})?)\]"
)
"""A case cited in a message: "[6.2]", "[13.2]", "[6 Tactics Cards]", "[Optional rule:
Ammunition]"."""


def citations(text: str) -> list[str]:
    """The cases a text cites, in order, each once ("[6.2] ... [6.2]" gives one)."""
    found: list[str] = []
    for case in CITATION.findall(text):
        if case not in found:
            found.append(case)
    return found


@dataclass(frozen=True)
class Passage:
    """Where the shipped data speaks of a case: the table it is in, and what it says."""

    where: str
    """The table or option ("options.ratio_beyond_table")."""
    lines: tuple[str, ...]
    """Its notes and the values that cite the case, as written."""


def data_passages(game_id: str, case: str) -> list[Passage]:
    """The passages of the game's printed data (boards/<game>.toml) that cite `case`."""
    listing = GAMES.get(game_id)
    if listing is None or not listing.board:
        return []
    try:
        text = (data_dir("boards") / f"{listing.board}.toml").read_text(encoding="utf-8")
    except OSError:
        return []
    mark = f"[{case}"
    passages: list[Passage] = []
    notes: list[str] = []
    """Comment lines just above the next table (a blank line drops them: a banner)."""
    table: tuple[str, list[str], list[str]] | None = None
    """The table being read: its name, the notes above it and its values citing the case."""
    cited = False

    def close() -> None:
        if table is not None and cited:
            passages.append(Passage(table[0], (*table[1], *table[2])))

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            notes = []
        elif line.startswith("#"):
            note = line.lstrip("#").strip()
            if note.strip("-= "):
                notes.append(note)
        elif line.startswith("["):
            close()
            table, notes = (line.strip("[]"), notes, []), []
            cited = _cites(line, mark) or any(_cites(n, mark) for n in table[1])
        elif table is not None and _cites(line, mark):
            key, _, value = line.partition("=")
            table[2].append(f"{key.strip()}: {value.strip().strip(chr(34))}")
            cited = True
    close()
    return passages


def _cites(line: str, mark: str) -> bool:
    at = line.find(mark)
    while at >= 0:
        after = line[at + len(mark) : at + len(mark) + 1]
        if after in ("]", " "):
            return True
        at = line.find(mark, at + 1)
    return False


def _notes_file(game_id: str) -> str | None:
    """The text of a game's notes (docs/<game>.md, or docs/<game>-rules.md), if present."""
    docs = data_dir("docs")  # the checkout's docs/, or the copy the wheel installs
    for name in (f"{game_id}.md", f"{game_id}-rules.md"):
        try:
            return (docs / name).read_text(encoding="utf-8")
        except OSError:
            continue
    return None


def notes_passages(game_id: str, case: str) -> list[str]:
    """The paragraphs of the game's notes (docs/<game>.md) that cite `case`."""
    text = _notes_file(game_id)
    if text is None:
        return []
    mark = f"[{case}"
    return [
        " ".join(p.split())
        for p in re.split(r"\n\s*\n|\n(?=- )", text)
        if _cites(p, mark) and not p.lstrip().startswith("![")
    ]


def actions_under(game_id: str, case: str) -> list[str]:
    """The actions and resolvers the app offers under `case`."""
    from tabletop.games import find_game

    game = find_game(game_id)
    titles = [cls.TITLE for cls in game.actions.values() if case == cls.CASE and cls.TITLE]
    titles += [r.title for r in game.resolvers.values() if getattr(r, "case", "") == case]
    return titles


def rule_text(game_id: str, case: str) -> str:
    """Case `case` of a game, from what the app ships, and where to read the rule itself."""
    listing = GAMES[game_id]
    out = [_("[{case}] in {game}").format(case=case, game=tr(listing.title)), ""]
    if listing.teaching:
        where = _(
            "This teaching game's rules are the app's own, written out in {file} "
            "(Help > Notes shows them); below is what the app holds about this case."
        ).format(file=listing.rulebook)
    else:
        where = _(
            "The rule's own words are in the printed rulebook, under [{case}] (the app's data "
            "was transcribed from its text, {file}). The rulebook is the "
            "publisher's and does not ship with the app; below is what the app holds about "
            "this case."
        ).format(case=case, file=listing.rulebook)
    out += [where, ""]
    actions = actions_under(game_id, case)
    if actions:
        out += [
            _("What the app does under this case:"),
            *(f"  \u2022 {tr(a)}" for a in actions),
            "",
        ]
    for passage in data_passages(game_id, case):
        out += [
            _("In the printed data ({table}):").format(table=passage.where),
            *(f"  {x}" for x in passage.lines),
            "",
        ]
    notes = notes_passages(game_id, case)
    if notes:
        out += [_("In the game's notes:"), *(f"  {n}" for n in notes), ""]
    if len(out) == 4:
        out.append(_("The app holds nothing more about this case."))
    return "\n".join(out).rstrip()


def notes_text(game_id: str) -> str:
    """The game's notes (its readings, options and what the owner enters), as plain text; or
    where to find them when the app was installed without them."""
    text = _notes_file(game_id)
    if text is None:
        return _(
            "The notes on {game} are in docs/{id}.md of the app's source, beside its README; "
            "this copy was installed without them."
        ).format(game=GAMES[game_id].title, id=game_id)
    lines = [line for line in text.splitlines() if not line.lstrip().startswith("![")]
    return "\n".join(lines).strip()


def about_text() -> str:
    """Help > About: the version, and where each game's data came from."""
    from importlib import metadata

    from tabletop.core import paths

    try:
        version = metadata.version("austerlitz-tabletop")
    except metadata.PackageNotFoundError:
        version = _("(not installed: run from a checkout)")
    lines = [
        f"Austerlitz Tabletop {version}",
        _("A desktop companion for five games about the battle of Austerlitz (1805)."),
        "",
        _(
            "Where the data came from: every printed table, track, deck and order of battle "
            "the app ships was transcribed cell by cell from the rulebook's text, each with the "
            "file and case it comes from. The rulebooks themselves are not shipped."
        ),
        "",
    ]
    for listing in GAMES.values():
        said = _("rules {file}") if listing.teaching else _("rulebook text {file}")
        parts = [said.format(file=listing.rulebook)]
        if listing.board:
            parts.append(_("tables {file}").format(file=f"boards/{listing.board}.toml"))
        if listing.deck:
            parts.append(_("cards {file}").format(file=f"cards/{listing.deck}.toml"))
        lines.append(f"\u2022 {tr(listing.title)}: {'; '.join(parts)}.")
    lines += [
        "",
        _(
            "What the text lost (a picture, a table) is never guessed: the owner of the "
            "printed game enters it once; it is kept in {folder} and copied into each save "
            "that uses it."
        ).format(folder=paths.user_dir()),
    ]
    return "\n".join(lines)


def sequence_text(game_id: str) -> str:
    """The game's sequence of play as it declares it (games/<id>/sequence.py), a line a step,
    with what each step opens; "" for a game that has not declared it."""
    from tabletop.games import find_game

    sequence = find_game(game_id).sequence
    if sequence is None:
        return ""
    return "\n".join([_("Sequence of play"), *(f"  {tr(line)}" for line in sequence.describe())])
