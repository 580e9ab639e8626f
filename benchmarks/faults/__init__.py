"""The fault matrix (issue 21): see matrix.py."""
