/*
 * Varint and byte-chunk helpers for _speedups.c (included once, into that file only: the
 * extension is a single translation unit, split in two files to keep each one short).
 *
 * Expects from the includer: Python.h, <stdint.h>, <string.h> and the corrupt_error global.
 */
#ifndef KAFKA_ASYNC_SPEEDUPS_VARINT_H
#define KAFKA_ASYNC_SPEEDUPS_VARINT_H

/* ------------------------------------------------------------------------------ varints */

static inline uint64_t zigzag(int64_t value) {
    return ((uint64_t)value << 1) ^ (uint64_t)(value >> 63);
}

static inline Py_ssize_t uvarint_size(uint64_t value) {
    Py_ssize_t size = 1;
    while (value >= 0x80) {
        value >>= 7;
        size++;
    }
    return size;
}

static inline unsigned char *write_uvarint(unsigned char *out, uint64_t value) {
    while (value >= 0x80) {
        *out++ = (unsigned char)((value & 0x7F) | 0x80);
        value >>= 7;
    }
    *out++ = (unsigned char)value;
    return out;
}

static PyObject *error_type(void) {
    return corrupt_error != NULL ? corrupt_error : PyExc_ValueError;
}

/* Decode a zig-zag varint at *position (< end); advance *position. -1 with an exception set. */
static inline int read_varint(const unsigned char *data, Py_ssize_t *position, Py_ssize_t end,
                              int64_t *out) {
    uint64_t result = 0;
    int shift = 0;
    Py_ssize_t at = *position;
    for (;;) {
        if (at >= end) {
            PyErr_Format(error_type(), "varint at byte %zd runs past the end of the data",
                         *position);
            return -1;
        }
        unsigned char byte = data[at++];
        result |= (uint64_t)(byte & 0x7F) << shift;
        if (!(byte & 0x80)) {
            break;
        }
        shift += 7;
        if (shift > 63) {
            PyErr_Format(error_type(), "varint ending at byte %zd is longer than 10 bytes", at);
            return -1;
        }
    }
    *position = at;
    *out = (int64_t)((result >> 1) ^ (~(result & 1) + 1));
    return 0;
}

/* ------------------------------------------------------------------------ byte chunks */

/* A borrowed view of key/value/header bytes. len == -1 means null. */
typedef struct {
    const char *ptr;
    Py_ssize_t len;
    Py_buffer view;
    int has_view;
} Chunk;

static int chunk_from(PyObject *obj, Chunk *chunk, int allow_str, int allow_none,
                      const char *what) {
    chunk->has_view = 0;
    if (obj == Py_None && allow_none) {
        chunk->ptr = NULL;
        chunk->len = -1;
        return 0;
    }
    if (PyBytes_CheckExact(obj)) {
        chunk->ptr = PyBytes_AS_STRING(obj);
        chunk->len = PyBytes_GET_SIZE(obj);
        return 0;
    }
    if (allow_str && PyUnicode_Check(obj)) {
        chunk->ptr = PyUnicode_AsUTF8AndSize(obj, &chunk->len);
        return chunk->ptr == NULL ? -1 : 0;
    }
    if (PyObject_GetBuffer(obj, &chunk->view, PyBUF_SIMPLE) < 0) {
        PyErr_Format(PyExc_TypeError, "%s must be bytes-like%s, not %.100s", what,
                     allow_none ? " or None" : "", Py_TYPE(obj)->tp_name);
        return -1;
    }
    chunk->has_view = 1;
    chunk->ptr = chunk->view.buf;
    chunk->len = chunk->view.len;
    return 0;
}

static void chunk_release(Chunk *chunk) {
    if (chunk->has_view) {
        PyBuffer_Release(&chunk->view);
        chunk->has_view = 0;
    }
}

static inline Py_ssize_t nullable_size(const Chunk *chunk) {
    if (chunk->len < 0) {
        return 1;
    }
    return uvarint_size(zigzag(chunk->len)) + chunk->len;
}

static inline unsigned char *write_nullable(unsigned char *out, const Chunk *chunk) {
    if (chunk->len < 0) {
        *out++ = 1; /* zig-zag(-1) */
        return out;
    }
    out = write_uvarint(out, zigzag(chunk->len));
    memcpy(out, chunk->ptr, (size_t)chunk->len);
    return out + chunk->len;
}

#endif /* KAFKA_ASYNC_SPEEDUPS_VARINT_H */
