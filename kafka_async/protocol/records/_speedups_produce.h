/*
 * read_lone_produce: the fields of a one-partition ProduceResponse (v9-v12), or None. Compiled
 * twin of protocol/lone_produce.read_lone_produce_fields, the reference (see there for the
 * shape it accepts): same result or None for every input, hostile bytes included. The answer
 * every awaited record gets is read here on the path an application waits on.
 */

#define LONE_TAIL_SIZE 40

static inline long long lone_be(const unsigned char *at, int size) {
    uint64_t value = 0;
    for (int i = 0; i < size; i++) {
        value = value << 8 | at[i];
    }
    if (size < 8 && (value >> (8 * size - 1)) & 1) { /* sign-extend */
        value |= ~(uint64_t)0 << (8 * size);
    }
    return (long long)value;
}

static PyObject *py_read_lone_produce(PyObject *module, PyObject *const *args,
                                      Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_Format(PyExc_TypeError, "read_lone_produce() takes 3 arguments (%zd given)", nargs);
        return NULL;
    }
    Py_ssize_t start = PyLong_AsSsize_t(args[1]);
    if (start == -1 && PyErr_Occurred()) {
        return NULL;
    }
    long version = PyLong_AsLong(args[2]);
    if (version == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (version < 9 || version > 12 || start < 0) {
        Py_RETURN_NONE;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_SIMPLE) < 0) {
        return NULL;
    }
    const unsigned char *buf = (const unsigned char *)view.buf;
    Py_ssize_t end = view.len;
    PyObject *result = NULL;
    if (start > end || end - start < 2 + LONE_TAIL_SIZE || buf[start] != 2) {
        goto none;
    }
    Py_ssize_t name_length = (Py_ssize_t)buf[start + 1] - 1;
    Py_ssize_t name_start = start + 2;
    if (name_length < 0 || name_length >= 127 ||
        end - name_start - name_length != LONE_TAIL_SIZE) {
        goto none;
    }
    const unsigned char *tail = buf + name_start + name_length;
    /* partitions (compact 1), index, error code, base offset, log append time, log start
       offset, record errors (compact 0), error message (null), three empty tag sections
       (partition, topic) around the throttle time, then the response's */
    if (tail[0] != 2 || tail[31] != 1 || tail[32] != 0 || tail[33] != 0 || tail[34] != 0 ||
        tail[39] != 0) {
        goto none;
    }
    PyObject *topic = PyUnicode_DecodeUTF8((const char *)buf + name_start, name_length, NULL);
    if (topic == NULL) {
        if (!PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) {
            goto done; /* (memory) */
        }
        PyErr_Clear(); /* the generated decoder names the error */
        goto none;
    }
    result = Py_BuildValue("(NlhLLLl)", topic, (long)lone_be(tail + 1, 4),
                           (short)lone_be(tail + 5, 2), lone_be(tail + 7, 8),
                           lone_be(tail + 15, 8), lone_be(tail + 23, 8),
                           (long)lone_be(tail + 35, 4));
    goto done;
none:
    result = Py_None;
    Py_INCREF(result);
done:
    PyBuffer_Release(&view);
    return result;
}
