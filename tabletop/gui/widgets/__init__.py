"""Shared Tk widgets every game panel reuses: track, dice resolver, log view, hand view."""
