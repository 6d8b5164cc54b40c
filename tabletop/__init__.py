"""Austerlitz Tabletop: a companion for five games about the battle of Austerlitz (1805)."""
