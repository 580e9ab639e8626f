"""Sans-IO Kafka wire codec: primitives, generated messages, record batches, compression, errors.

Nothing in this package opens a socket, reads a clock or imports anyio: bytes in, objects out.
"""
