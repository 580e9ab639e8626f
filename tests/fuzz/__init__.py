"""Coverage-guided fuzzing (atheris) of every decoder entry point: see targets.py."""
