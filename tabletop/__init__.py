"""Austerlitz Tabletop: a companion for five games about the battle of Austerlitz (1805)."""

__version__ = "0.1.0"
