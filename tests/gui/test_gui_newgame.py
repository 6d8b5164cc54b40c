"""The new-game dialog of every game (issue 23 item 3): each option its rules declare, with
its label, case and default, chosen with the mouse and kept in the save of the game it
starts; nothing in it cut off on a laptop's screen or a large one."""

from __future__ import annotations

import tomllib
from dataclasses import fields

import pytest
from checkout_paths import BOARDS
from fit_support import clipped, on_screen_of

from tabletop.games import GAMES
from tabletop.games.options import game_options
from tabletop.gui.newgame import asks_nothing

pytestmark = pytest.mark.gui

ASKING = [game for game in GAMES if not asks_nothing(game)]
"""The games whose New opens a dialog (the others have nothing to ask)."""


def _dialog(app, tk_root, game):
    from tabletop.gui.newgame import showing

    app.start.new_buttons[game].invoke()
    tk_root.update()
    dialog = showing(tk_root)
    assert dialog is not None, f"New: {game} opened no dialog"
    return dialog


def _rule_names(game: str) -> set[str]:
    """The options each game's own rules read, found where the rules keep them (not in the
    declarations the dialog is built from): a new option read by a game's set-up and not
    declared would be missing from the dialog."""
    import importlib
    import inspect
    import re

    rules = GAMES[game].rules
    setup = importlib.import_module(f"{rules}.state")
    if not hasattr(setup, "new_state"):
        setup = importlib.import_module(f"{rules}.setup")
    read = set(re.findall(r'options\.get\(\s*"(\w+)"', inspect.getsource(setup.new_state)))
    board = BOARDS / f"{game}.toml"
    if board.exists():
        declared = tomllib.loads(board.read_text(encoding="utf-8")).get("options", {})
        read |= {k for k, v in declared.items() if v.get("offered", True)}  # not: its notes say
    if game == "cardgame":
        from tabletop.games.cardgame import PLAYER_KEYS, Options

        read |= {f.name for f in fields(Options)} - {"steps"} | set(PLAYER_KEYS)
    return read


@pytest.mark.parametrize("game", list(GAMES))
def test_each_games_dialog_offers_every_option_its_rules_read(app, tk_root, game):
    """Options were reachable only from Python: New on the start page now opens a dialog
    showing each option the game's rules read, under its heading, with its label, its rule
    case and its default marked."""
    declared = game_options(game)
    assert {o.name for o in declared} == _rule_names(game)
    if not declared:
        _starts_at_once(app, tk_root, game)
        return
    dialog = _dialog(app, tk_root, game)
    form = dialog.form.form
    for option in declared:
        assert form.labels[option.name].winfo_ismapped(), option.name
        assert form.labels[option.name].cget("text") == option.label
        note = str(form.notes[option.name].cget("text"))
        assert option.case in note and f"default: {option.words(option.default)}" in note
        assert form.fields[option.name].winfo_ismapped()
        assert form.groups[option.group].cget("text") == option.group


def _starts_at_once(app, tk_root, game):
    """A game with no option to choose (Pratzen) starts at New: no dialog opens only to say
    it has none."""
    from tabletop.gui.newgame import showing

    before = len(app.tabs)
    app.start.new_buttons[game].invoke()
    tk_root.update()
    assert showing(tk_root) is None
    assert len(app.tabs) == before + 1 and app.current_tab().session.game.id == game


def test_tonnerre_increased_difficulty_and_the_open_mist_go_into_the_save(app, tk_root, tmp_path):
    """Tonnerre's Increased Difficulty and the solo Mist rule, ticked and picked in the
    dialog, set up the game (Napoleon's +1 [6 Increased Difficulty], the marker revealed
    [7 Mist (Solo)]) and are written in its save, which reopens with them."""
    from tabletop.session.saves import read_session

    dialog = _dialog(app, tk_root, "tonnerre")
    form = dialog.form.form
    form.fields["hard"].invoke()
    mist = form.combos["mist"]
    mist.set(mist.cget("values")[1])
    mist.event_generate("<<ComboboxSelected>>")
    dialog.new_button.invoke()
    tk_root.update()
    tab = app.current_tab()
    assert tab is not None and tab.session.game.id == "tonnerre"
    assert not dialog.winfo_exists()
    assert tab.session.state.hard and tab.session.state.mist_revealed
    path = tmp_path / "hard.toml"
    tab.session.save(path)
    saved = tomllib.loads(path.read_text(encoding="utf-8"))
    assert saved["options"]["hard"] is True and saved["options"]["mist"] == "open"
    assert saved["options"]["guard_rout_drm"] is False
    again = read_session(path)
    assert again.state.hard and again.state.mist_revealed


def test_spi_rally_penalty_chosen_in_the_dialog(app, tk_root):
    """SPI's +2 demoralized rally penalty [10.0], picked from the drop-down, is the one the
    new game's Rally Phase uses (the [7.7] +1 is the default shown)."""
    dialog = _dialog(app, tk_root, "spi1980")
    combo = dialog.form.form.combos["demoralized_rally_penalty"]
    assert combo.get().startswith("+1")
    combo.set(combo.cget("values")[1])
    combo.event_generate("<<ComboboxSelected>>")
    dialog.new_button.invoke()
    tk_root.update()
    assert app.current_tab().session.state.options.demoralized_rally_penalty == 2


def test_escape_closes_the_dialog_and_starts_nothing(app, tk_root):
    dialog = _dialog(app, tk_root, "vaevictis")
    dialog.event_generate("<Escape>")
    tk_root.update()
    assert not dialog.winfo_exists()
    assert app.current_tab() is None


def test_the_card_games_choices_gain_the_number_options(app, tk_root):
    """The card game's New game choices keep who plays and the bot, and now also offer the
    options it had only in Python: a morale cap and a limit of Victory cards per win."""
    dialog = _dialog(app, tk_root, "cardgame")
    setup = dialog.form
    assert setup.balance.winfo_ismapped()
    setup.choose("players", "two")
    cap = setup.form.fields["morale_cap"]
    cap.delete(0, "end")
    cap.insert(0, "25")
    dialog.new_button.invoke()
    tk_root.update()
    session = app.current_tab().session
    assert session.options["players"] == "two"
    assert session.state.options.morale_cap == 25


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("game", ASKING)
def test_no_new_game_dialog_cuts_a_text(app, tk_root, game, size):
    """Every label, case and field of the dialog whole, the dialog inside the screen."""
    on_screen_of(tk_root, size)
    dialog = _dialog(app, tk_root, game)
    tk_root.update()
    assert dialog.winfo_height() <= size[1] and dialog.winfo_width() <= size[0]
    found = clipped(dialog)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game", ASKING)
def test_larger_text_cuts_no_new_game_dialog_on_a_laptop(tk_root, game):
    """Ctrl+plus twice on a 1280x720 screen: the dialog still shows every option whole."""
    from tabletop.gui import settings
    from tabletop.gui.app import App

    settings.store(settings.Settings(text_size=2))
    app = App(tk_root)
    on_screen_of(tk_root, (1280, 720))
    dialog = _dialog(app, tk_root, game)
    tk_root.update()
    assert dialog.winfo_height() <= 720 and dialog.winfo_width() <= 1280
    found = clipped(dialog)
    assert not found, "\n".join(found)
