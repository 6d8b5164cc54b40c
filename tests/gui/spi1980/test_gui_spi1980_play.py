"""The SPI Austerlitz panel's remaining actions through its own widgets on a real X server:
leaving the map, reinforcements, the Disengagement Check, the A and F hexes, the rule options,
the rout roll; and a whole 11-turn game played through the window to its Level of Victory.
"""

from __future__ import annotations

import pytest
from spi_gui_support import (
    demoralize,
    fight,
    next_phase,
    plot_reserve,
    roster_values,
    step_to,
    take_losses,
    tooltip_over,
    type_roll,
    vp_cell,
)

from tabletop.games.spi1980.victory import victory_level

pytestmark = pytest.mark.gui

ITEM_KEYS = ("enemy_csp", "mounted", "hexes", "demoralized", "total")


@pytest.fixture
def tab(app, tk_root):
    tab = app.new_session("spi1980", seed=11)
    tk_root.update()
    return tab


def test_exit_map_only_for_a_demoralized_army(app, tab, tk_root):
    """Only a demoralized army's units may leave the map, in their Movement Phase [4.7]; an
    exited cavalry unit still scores [14.2]. If this broke, the player would find Exit map
    pressable for a sound army, or the unit still listed on the map, or its VPs gone."""
    panel = tab.panel
    roster = panel.roster
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 1, "french_movement")
    roster.select("margarn")
    assert roster.exit_button.instate(["disabled"])  # the French army is still sound
    demoralize(panel, tk_root, "French", keep=("margarn", "faucont"))
    assert vp_cell(panel, "French", "demoralized") == "-25"
    roster.select("margarn")
    assert roster.exit_button.instate(["!disabled"])
    mounted = vp_cell(panel, "French", "mounted")
    roster.exit_button.invoke()
    tk_root.update()
    assert roster_values(panel, "margarn")["status"] == "exited [4.7]"
    assert "leaves the map" in app.status.get()
    assert vp_cell(panel, "French", "mounted") == mounted  # exited still counts [14.2]
    assert roster.exit_button.instate(["disabled"])  # it is no longer on the map

    next_phase(panel, tk_root)  # French Combat Phase: no leaving now, and the button says so
    roster.select("faucont")
    assert roster.exit_button.instate(["disabled"])
    assert "French Movement Phase" in tooltip_over(roster.gate, roster.exit_button, tk_root)
    roster.exit_button.invoke()
    tk_root.update()
    assert roster_values(panel, "faucont")["status"] == "on map"


def test_reinforcements_rolled_for_and_entered(app, tab, tk_root):
    """From Game-Turn 2 the French roll for reinforcements (roll minus turn, 1 or less) and
    enter them in their Movement Phase [9.0] [9.1]. If this broke, the player would see no
    roll offered, the units stuck 'off map', or the dragoons' VPs never counted."""
    panel = tab.panel
    turn, roster = panel.turn, panel.roster
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 1, "french_rally")
    assert not turn.reinforcement.winfo_manager()  # not on Game-Turn 1
    step_to(panel, tk_root, 2, "french_rally")
    assert turn.reinforcement.winfo_manager()
    assert turn.reinforcement_box.bars.shown  # odds before rolling
    roster.select("friant")
    assert roster.enter_button.instate(["disabled"])
    type_roll(turn.reinforcement_box, 6, tk_root)  # 6 - 2 = 4: not yet
    assert "roll again next Game-Turn" in app.status.get()
    assert not turn.reinforcement.winfo_manager()  # one roll per Game-Turn
    assert "not appeared yet" in roster.reinforcement_label.cget("text")

    step_to(panel, tk_root, 3, "french_rally")
    type_roll(turn.reinforcement_box, 4, tk_root)  # 4 - 3 = 1: they arrive
    assert "Game-Turn 3" in roster.reinforcement_label.cget("text")
    units = ["friant", "bourcier", "ourie"]
    roster.tree.selection_set(units)
    tk_root.update()
    assert roster.enter_button.instate(["disabled"])  # still the Rally Phase
    assert "French Movement Phase" in tooltip_over(roster.gate, roster.enter_button, tk_root)
    roster.enter_button.invoke()
    tk_root.update()
    assert roster_values(panel, "friant")["status"] == "off map [9.0]"

    mounted = int(vp_cell(panel, "French", "mounted"))
    next_phase(panel, tk_root)
    roster.tree.selection_set(units)
    tk_root.update()
    assert roster.enter_button.instate(["!disabled"])
    roster.enter_button.invoke()
    tk_root.update()
    assert "enter the map" in app.status.get()
    assert {roster_values(panel, u)["status"] for u in units} == {"on map"}
    assert int(vp_cell(panel, "French", "mounted")) == mounted + 2 * 3  # Bourcier's dragoons
    next_phase(panel, tk_root)  # French Combat Phase: Friant may attack
    assert "friant" in panel.combat.attackers.ids


def test_disengagement_check_and_its_loss_choice(app, tab, tk_root):
    """A unit leaving an Enemy ZOC rolls [4.6]; on a modified 1 the player takes the loss as
    a CSP or a disruption. If this broke, the odds would ignore the modifiers, play could go
    on with the loss untaken, or the wrong loss would be marked on the roster and track."""
    panel = tab.panel
    roster = panel.roster
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 1, "allied_movement")
    roster.select("rotrmd")
    roster.enemy_hexes.set("2")
    roster.zoc_to_zoc.set(True)
    tk_root.update()
    assert roster.check_box.bars.shown["one CSP loss"] == "50%"  # 1-3 less two is 1 or less
    type_roll(roster.check_box, 3, tk_root)
    assert roster.loss_frame.winfo_manager()
    assert "Rotrmd failed its check" in roster.loss_label.cget("text")
    assert panel.turn.next_button.instate(["disabled"])  # the loss must be taken first
    why = tooltip_over(panel.turn.gate, panel.turn.next_button, tk_root)
    assert "now: Take the Disengagement Check loss" in why
    next_phase(panel, tk_root)
    assert "Allied Movement Phase" in panel.turn.phase_name()
    roster.disrupt_loss_button.invoke()
    tk_root.update()
    assert roster_values(panel, "rotrmd")["disrupted"] == "DISRUPTED"
    assert roster_values(panel, "rotrmd")["csp"] == "15 of 15"
    assert panel.morale_shown("Allied") == 80
    assert not roster.loss_frame.winfo_manager()

    roster.select("jurschek")
    roster.enemy_hexes.set("1")
    roster.zoc_to_zoc.set(False)
    tk_root.update()
    assert roster.check_box.bars.shown["one CSP loss"] == "16.7%"
    type_roll(roster.check_box, 1, tk_root)
    roster.csp_loss_button.invoke()
    tk_root.update()
    assert roster_values(panel, "jurschek")["csp"] == "9 of 10"
    assert roster_values(panel, "jurschek")["disrupted"] == ""
    assert panel.morale_shown("Allied") == 79

    roster.select("levis")
    type_roll(roster.check_box, 2, tk_root)
    assert "no effect" in app.status.get()
    assert not roster.loss_frame.winfo_manager()


def test_objective_hexes_entered_and_changing_hands(app, tab, tk_root):
    """The A and F hexes are typed in from the map with their VPs and last occupant [14.3].
    If this broke, the player would see an F hex scored for the Allies at the start, a hex
    changing hands left with its old owner, a mistyped letter that cannot be corrected, or a
    typo accepted."""
    panel = tab.panel
    page = panel.victory
    page.hex_var.set("1520")
    page.label_var.set("F")  # an F hex starts French-controlled [14.3]
    page.value_var.set("10")
    page.enter_button.invoke()
    tk_root.update()
    assert page.tree.item("1520", "values") == ("F", "10", "French")
    assert vp_cell(panel, "French", "hexes") == "10"
    page.hex_var.set("0815")
    page.label_var.set("A")
    page.value_var.set("15")
    page.enter_button.invoke()
    tk_root.update()
    assert page.tree.item("0815", "values") == ("A", "15", "Allied")
    assert vp_cell(panel, "Allied", "hexes") == "15"

    page.tree.selection_set("0815")  # the French take it: pick the row, change the holder
    tk_root.update()
    assert (page.hex_var.get(), page.value_var.get(), page.holder_var.get()) == (
        "0815",
        "15",
        "Allied",
    )
    page.holder_var.set("French")
    page.enter_button.invoke()
    tk_root.update()
    assert page.tree.item("0815", "values") == ("A", "15", "French")
    assert (vp_cell(panel, "Allied", "hexes"), vp_cell(panel, "French", "hexes")) == ("0", "25")
    result = victory_level(tab.session.state)
    assert page.level_text() == f"If it ended now: {result.leader} {result.level} " + (
        f"(by {result.difference} VPs)"
    )

    page.tree.selection_set("1520")  # typed as F but the map says A: correct the letter
    tk_root.update()
    page.label_var.set("A")
    page.enter_button.invoke()
    tk_root.update()
    assert page.tree.item("1520", "values") == ("A", "10", "Allied")

    page.hex_var.set("815")
    page.enter_button.invoke()
    tk_root.update()
    assert "four-digit" in app.status.get() and "\n" not in app.status.get()
    assert page.error_label.cget("text") == app.status.get()
    assert len(page.tree.get_children()) == 2


def test_demoralized_rally_penalty_option(app, tab, tk_root):
    """A demoralized army rallies at +1 [7.7] or, as an option, +2 [10.0]. If this broke, the
    Rally page would show the wrong chance, or a unit the chosen rule keeps disrupted would
    be turned face up."""
    panel = tab.panel
    page = panel.rally
    panel.reserve.penalty_buttons[2].invoke()  # chosen before play [1.0]
    tk_root.update()
    assert tab.session.state.options.demoralized_rally_penalty == 2
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 1, "allied_combat")
    demoralize(panel, tk_root, "French", keep=("becker",))
    panel.roster.select("becker")
    panel.roster.reason_var.set("face down on the board")
    panel.roster.disrupt_button.invoke()
    next_phase(panel, tk_root)
    assert "French Rally Phase" in panel.turn.phase_name()
    assert page.corps_code() == "V"
    # Mid-game the options are greyed, saying where they belong [1.0].
    assert panel.reserve.penalty_buttons[1].instate(["disabled"])
    why = tooltip_over(panel.reserve.gate, panel.reserve.penalty_buttons[1], tk_root)
    assert "Rule option is taken in: Before play" in why
    # Becker, morale 5: fog +2 and demoralized +2, so only a 1 rallies.
    assert "demoralized: +2 to every rally attempt" in page.info_label.cget("text")
    assert page.roll_box.bars.shown == {
        "rallied: Becker; disrupted: none": "16.7%",
        "rallied: none; disrupted: Becker": "83.3%",
    }
    type_roll(page.roll_box, 2, tk_root)  # 2 + 2 + 2 = 6 against 5 (with +1 it rallied)
    assert "stays disrupted" in page.result_label.cget("text")
    assert not page.box.winfo_manager()  # nothing left to roll: the form goes, the result stays
    assert roster_values(panel, "becker")["disrupted"] == "DISRUPTED"


def test_corps_integrity_option_shifts_mixed_attacks(app, tab, tk_root):
    """With the corps integrity rule on, an attack by units of two corps reads one column to
    the left [11.0]. If this broke, the Combat page would show one column and the engine
    read another, or the option would do nothing."""
    panel = tab.panel
    panel.reserve.integrity_check.invoke()  # chosen before play [1.0]
    tk_root.update()
    assert tab.session.state.options.corps_integrity
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 1, "allied_combat")
    assert panel.reserve.integrity_check.instate(["disabled"])
    combat = panel.combat
    combat.attackers.choose(["carnville", "rotrmd"])  # Bx and Kt corps, 22 CSPs
    combat.defenders.choose(["becker"])
    tk_root.update()
    assert "22 against 5 is 4-1" in combat.plan_label.cget("text")
    # Morale 4 - 5 reads 3-1, and one column more for two corps [11.0].
    assert "Column read: 2-1" in combat.plan_label.cget("text")
    type_roll(combat.roll_box, 6, tk_root)
    assert tab.session.state.pending_combat.column == "2-1"
    assert combat.losses.result_label.cget("text") == "2/-   on the 2-1 column"


def test_rout_roll_before_the_routed_losses(app, tab, tk_root):
    """A routed side rolls its rout distance first, then loses one CSP and is disrupted
    [6.3]. If this broke, the player would see no rout roll offered, losses taken before the
    distance is known, or the routed unit left face up."""
    panel = tab.panel
    losses = panel.combat.losses
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 1, "allied_combat")
    plan = fight(panel, tk_root, ["rotrmd", "jurschek"], ["becker"], 1)
    assert "25 against 5 is 5-1" in plan and "Column read: 4-1" in plan
    assert tab.session.state.pending_combat.result == "-/1r"
    assert losses.rout.winfo_manager()
    assert losses.rout_box.bars.shown["2 hexes"] == "16.7%"  # the die plus one
    losses.apply_button.invoke()  # losses before the rout roll: refused
    tk_root.update()
    assert "rout distance first [6.3]" in app.status.get()
    assert roster_values(panel, "becker")["csp"] == "5 of 5"
    type_roll(losses.rout_box, 3, tk_root)
    assert "Rout roll 3: 4 hexes." in losses.now_label.cget("text")
    assert not losses.rout.winfo_manager()
    take_losses(panel, tk_root, {"becker": 1})
    row = roster_values(panel, "becker")
    assert (row["csp"], row["disrupted"]) == ("4 of 5", "DISRUPTED")
    assert panel.morale_shown("French") == 69
    assert not losses.showing()
    assert "rout 4 hexes" in panel.combat.last_label.cget("text")


def test_whole_game_through_the_window(app, tab, tk_root):
    """Eleven Game-Turns played with the panel's own buttons: reserve, four combats with typed
    rolls and their losses, two rallies, reinforcements, every phase stepped, and the A and F
    hexes entered at the end. If this broke, a player could not finish a game with the panel,
    or would be shown a Level of Victory the rules [14.5] do not give."""
    panel = tab.panel
    state = lambda: tab.session.state  # noqa: E731
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 1, "allied_combat")
    # 25 against 5 is 5-1, morale 4 - 5 reads 4-1; a 1 gives -/1r: Becker routs 3 + 1 hexes.
    fight(panel, tk_root, ["rotrmd", "jurschek"], ["becker"], 1)
    type_roll(panel.combat.losses.rout_box, 3, tk_root)
    take_losses(panel, tk_root, {"becker": 1})
    next_phase(panel, tk_root)  # French Rally: Becker must try; fog, 1 + 2 against 5 rallies
    type_roll(panel.rally.roll_box, 1, tk_root)
    step_to(panel, tk_root, 1, "french_combat")
    # Caffarelli 13 against Jankovich 14 is 1-2, morale 5 - 6 reads 1-3; a 3 gives 2/-.
    fight(panel, tk_root, ["caffrelli"], ["jankvich"], 3)
    take_losses(panel, tk_root, {"caffrelli": 2})
    step_to(panel, tk_root, 2, "french_rally")
    type_roll(panel.turn.reinforcement_box, 1, tk_root)  # 1 - 2 is 1 or less: they come
    next_phase(panel, tk_root)
    panel.roster.tree.selection_set(["friant", "bourcier", "ourie"])
    tk_root.update()
    panel.roster.enter_button.invoke()
    step_to(panel, tk_root, 3, "allied_combat")
    # Uvarov 8 against Margaron 2 is 4-1; a 5 gives 1/r: Margaron routs 2 hexes.
    fight(panel, tk_root, ["uvarov"], ["margarn"], 5)
    type_roll(panel.combat.losses.rout_box, 2, tk_root)
    take_losses(panel, tk_root, {"margarn": 1})
    take_losses(panel, tk_root, {"uvarov": 1})
    next_phase(panel, tk_root)  # French Rally: Margaron, 1 against 5, rallies
    type_roll(panel.rally.roll_box, 1, tk_root)
    step_to(panel, tk_root, 11, "french_combat")
    # Nansouty and d'Hautpoul 8 against Essen 6 is 1-1, morale 5 - 4 reads 2-1; a 2 gives
    # d/1d: Essen loses one and both French cavalry end the game disrupted.
    fight(panel, tk_root, ["nansouty", "dhipol"], ["essen"], 2)
    take_losses(panel, tk_root, {"essen": 1})
    take_losses(panel, tk_root, {})
    assert state().pending_combat is None and not state().game_over
    next_phase(panel, tk_root)
    assert state().game_over, app.status.get()
    assert panel.turn.phase_name() == "Game over"
    assert panel.turn.next_button.instate(["disabled"])
    assert panel.victory.level_text() == "Game over: Allied Substantive Victory"
    assert panel.victory.level_note.cget("text").startswith("By 32 VPs")

    page = panel.victory
    for hex_id, label, value, holder in (
        ("1520", "F", 10, "French"),
        ("0815", "A", 15, "French"),  # taken by the French during the game
        ("0716", "A", 10, "Allied"),
    ):
        page.hex_var.set(hex_id)
        page.label_var.set(label)
        page.value_var.set(str(value))
        page.holder_var.set(holder)
        page.enter_button.invoke()
        tk_root.update()

    # By hand from [14.1]-[14.5]. French CSPs eliminated: Becker 1, Caffarelli 2, Margaron 1
    # = 4; Allied: Uvarov 1, Essen 1 = 2. Undisrupted cavalry and dragoons at the end [14.2]:
    # Allied 41 printed, less Uvarov's lost CSP and Essen (disrupted) = 34 CSPs, x2 = 68;
    # French Faucon 1, Beaumont 4, Walther 4, Margaron 1, Ordener 3, Kellermann 3, Bourcier 3
    # (Nansouty and d'Hautpoul disrupted) = 19 CSPs, x2 = 38. Hexes: Allied 10, French 25.
    # Allied 4 + 68 + 10 = 82, French 2 + 38 + 25 = 65; 82 - 65 = 17: 10 to 25 is Marginal.
    shown = {k: (vp_cell(panel, "Allied", k), vp_cell(panel, "French", k)) for k in ITEM_KEYS}
    assert shown == {
        "enemy_csp": ("4", "2"),
        "mounted": ("68", "38"),
        "hexes": ("10", "25"),
        "demoralized": ("0", "0"),
        "total": ("82", "65"),
    }
    result = victory_level(state())
    assert page.level_text() == f"Game over: {result.leader} {result.level}"
    assert page.level_text() == "Game over: Allied Marginal Victory"
    assert result.difference == 17 and page.level_note.cget("text").startswith("By 17 VPs")
    assert (state().final_winner, state().final_level) == ("Allied", "Marginal Victory")
    assert (panel.morale_shown("Allied"), panel.morale_shown("French")) == (78, 66)
