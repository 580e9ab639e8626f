"""Runnable examples (importable as ``examples.*`` so that tests can drive them)."""
