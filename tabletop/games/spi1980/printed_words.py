"""The prose of boards/spi1980.toml a player reads, marked for the translation catalog.

The board file keeps the rulebook's English (the engine writes it into the log as it is
printed); these marks put the same sentences in the catalog, so a French reader sees the
phases, the fog and demoralization effects, the levels of victory, the reserve's rule and
the rule options in French (`tr`). A test checks the list against the board file, so a
sentence changed there cannot silently lose its translation.
"""

from __future__ import annotations

from tabletop.core.i18n import N_

PHASES = (
    N_("Allied Rally Phase"),
    N_(
        "The Allied Player must attempt to rally all his disrupted units: one die roll per "
        "corps, applied to each unit in that corps (see 7.0)."
    ),
    N_("Allied Movement Phase"),
    N_(
        "The Allied Player may move any number of his units within the limits of the rules of "
        "movement (see 4.0)."
    ),
    N_("Allied Combat Phase"),
    N_(
        "The Allied Player must attack adjacent undisrupted Enemy units, in any order, applying "
        "each result immediately (see 5.0 and 6.0)."
    ),
    N_("French Rally Phase"),
    N_("The French Player attempts to rally all his disrupted units, as in Step One."),
    N_("French Movement Phase"),
    N_("The French Player may move any number of his units, as in Step Two."),
    N_("French Combat Phase"),
    N_("The French Player must attack adjacent undisrupted Allied units, as in Step Three."),
)
"""Each step's name and what the Phasing Player does [3.0]."""

FOG_EFFECTS = (
    N_("No artillery unit may bombard; artillery may still join adjacent attacks [13.0]."),
    N_("Cavalry may not charge [13.0]."),
    N_("2 is added to every rally attempt [7.6] [13.0]."),
)
"""What a fog turn changes [13.0]."""

DEMORALIZED_EFFECTS = (
    N_("Its units may no longer advance after combat [10.0] [6.7]."),
    N_("Its units may exit the map, paying one Movement Point, by their own map edges [4.7]."),
    N_("Its rally attempts are penalised [7.7] [10.0]."),
    N_("Twenty-five VPs are subtracted from its total [14.4]."),
)
"""What demoralization does to an army [10.0]."""

VICTORY_LEVELS = (
    N_("Draw"),
    N_("Marginal Victory"),
    N_("Substantive Victory"),
    N_("Decisive Victory"),
)
"""The Levels of Victory [14.5]."""

RESERVE = (
    N_(
        "All units in the C, IG and I corps plus Oudinot's grenadiers and Baltus's artillery "
        "(13 units) are written down before the Allied Movement Phase and revealed and placed at "
        "the end of the Allied Movement Phase of Game-Turn 1."
    ),
)
"""The French reserve's rule [12.0]."""

OPTIONS = (
    N_("A demoralized army's rally penalty"),
    N_("Readings the text leaves open"),
    N_("+1, as [7.7] and the Rally Table say"),
    N_("+2, as [10.0] says"),
    N_("Corps integrity: units of different corps attacking together fight one column lower"),
    N_("Optional rules"),
    N_("A combat ratio beyond the table's ends"),
    N_("taken as the end column, then shifted"),
    N_("shifted from the ratio, then clamped"),
)
"""The rule options' titles, groups and choices, as the new-game dialog shows them."""

PRINTED = (*PHASES, *FOG_EFFECTS, *DEMORALIZED_EFFECTS, *VICTORY_LEVELS, *RESERVE, *OPTIONS)
"""Every sentence of the board file marked here."""
