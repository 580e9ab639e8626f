"""The package version, kept in one place so packaging and code agree."""

__version__ = "0.1.0"
