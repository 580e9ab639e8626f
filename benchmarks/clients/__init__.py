"""One script per client; each runs a scenario in its own process and prints one JSON line."""
