/* interleave_rows(parts, rows) -> bytes: the compiled twin of columnar.interleave_rows.
 *
 * Row by row, each part in turn: a bytes-like literal as it is, or a binary column given as
 * (data, offsets) (offsets: native int32, rows + 1 of them, as ColumnsCore.take hands them out)
 * contributing that row's value (a null value is empty). Used to print columns as text without
 * a Python object per record (kafka-async consume). Offsets are checked (non-decreasing, inside
 * data) before anything is copied, so hostile columns raise ValueError, never read out of bounds.
 */

#define RENDER_MAX_PARTS 16

static PyObject *
interleave_rows(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    (void)module;
    if (nargs != 2 || !PyTuple_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "interleave_rows(parts: tuple, rows: int)");
        return NULL;
    }
    PyObject *parts = args[0];
    Py_ssize_t rows = PyLong_AsSsize_t(args[1]);
    if (rows == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (rows < 0 || rows >= PY_SSIZE_T_MAX / (Py_ssize_t)sizeof(int32_t) - 1) {
        PyErr_SetString(PyExc_ValueError, "rows must be >= 0 (and fit in memory)");
        return NULL;
    }
    Py_ssize_t count = PyTuple_GET_SIZE(parts);
    if (count > RENDER_MAX_PARTS) {
        PyErr_SetString(PyExc_ValueError, "interleave_rows takes at most 16 parts");
        return NULL;
    }
    Py_buffer data[RENDER_MAX_PARTS];
    Py_buffer offsets[RENDER_MAX_PARTS];
    int is_column[RENDER_MAX_PARTS];
    Py_ssize_t acquired = 0;
    Py_ssize_t total = 0;
    PyObject *out = NULL;
    for (; acquired < count; acquired++) {
        PyObject *part = PyTuple_GET_ITEM(parts, acquired);
        offsets[acquired].obj = NULL;
        is_column[acquired] = PyTuple_Check(part);
        if (!is_column[acquired]) {
            if (PyObject_GetBuffer(part, &data[acquired], PyBUF_SIMPLE) < 0) {
                goto done;
            }
            if (data[acquired].len > 0 && rows > (PY_SSIZE_T_MAX - total) / data[acquired].len) {
                acquired++;
                PyErr_SetString(PyExc_OverflowError, "interleave_rows output too large");
                goto done;
            }
            total += data[acquired].len * rows;
            continue;
        }
        if (PyTuple_GET_SIZE(part) != 2) {
            PyErr_SetString(PyExc_TypeError, "a column part is a (data, offsets) tuple");
            goto done;
        }
        if (PyObject_GetBuffer(PyTuple_GET_ITEM(part, 0), &data[acquired], PyBUF_SIMPLE) < 0) {
            goto done;
        }
        if (PyObject_GetBuffer(PyTuple_GET_ITEM(part, 1), &offsets[acquired],
                               PyBUF_SIMPLE) < 0) {
            acquired++;
            goto done;
        }
        const char *raw = (const char *)offsets[acquired].buf;
        if (offsets[acquired].len < (Py_ssize_t)((rows + 1) * sizeof(int32_t))) {
            acquired++;
            PyErr_SetString(PyExc_ValueError, "a column has fewer offsets than rows + 1");
            goto done;
        }
        int32_t previous, current;
        memcpy(&previous, raw, sizeof(int32_t));
        if (previous < 0) {
            acquired++;
            PyErr_SetString(PyExc_ValueError, "a column offset is negative");
            goto done;
        }
        int32_t first = previous;
        for (Py_ssize_t row = 1; row <= rows; row++) {
            memcpy(&current, raw + row * sizeof(int32_t), sizeof(int32_t));
            if (current < previous) {
                acquired++;
                PyErr_SetString(PyExc_ValueError, "column offsets decrease");
                goto done;
            }
            previous = current;
        }
        if ((Py_ssize_t)previous > data[acquired].len) {
            acquired++;
            PyErr_SetString(PyExc_ValueError, "a column offset points past its data");
            goto done;
        }
        total += (Py_ssize_t)previous - first;
    }
    out = PyBytes_FromStringAndSize(NULL, total);
    if (out == NULL) {
        goto done;
    }
    char *write = PyBytes_AS_STRING(out);
    for (Py_ssize_t row = 0; row < rows; row++) {
        for (Py_ssize_t i = 0; i < count; i++) {
            if (!is_column[i]) {
                memcpy(write, data[i].buf, (size_t)data[i].len);
                write += data[i].len;
                continue;
            }
            int32_t start, end;
            const char *raw = (const char *)offsets[i].buf + row * sizeof(int32_t);
            memcpy(&start, raw, sizeof(int32_t));
            memcpy(&end, raw + sizeof(int32_t), sizeof(int32_t));
            memcpy(write, (const char *)data[i].buf + start, (size_t)(end - start));
            write += end - start;
        }
    }
done:
    for (Py_ssize_t i = 0; i < acquired; i++) {
        PyBuffer_Release(&data[i]);
        if (offsets[i].obj != NULL) {
            PyBuffer_Release(&offsets[i]);
        }
    }
    return out;
}

/* records_to_tuples(tuple_type, records, topic, partition, timestamp_type, epoch, min_offset)
 * -> list: for each Record of `records` whose offset is >= min_offset, a new `tuple_type`
 * instance (a 9-field tuple subclass: the consumer's ConsumerRecord) of
 * (topic, partition, offset, timestamp, timestamp_type, key, value, headers, epoch). The
 * consumer's per-record conversion, the hot path of getmany(): one C loop instead of a Python
 * list comprehension calling tuple.__new__ per record. */
static PyObject *
records_to_tuples(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    (void)module;
    if (nargs != 7) {
        PyErr_SetString(PyExc_TypeError, "records_to_tuples takes 7 arguments");
        return NULL;
    }
    PyObject *tuple_type = args[0], *records = args[1];
    PyObject *topic = args[2], *partition = args[3], *timestamp_type = args[4], *epoch = args[5];
    long long min_offset = PyLong_AsLongLong(args[6]);
    if (min_offset == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (!PyType_Check(tuple_type) ||
        !PyType_IsSubtype((PyTypeObject *)tuple_type, &PyTuple_Type)) {
        PyErr_SetString(PyExc_TypeError, "tuple_type must be a tuple subclass");
        return NULL;
    }
    if (!PyList_Check(records) && !PyTuple_Check(records)) {
        PyErr_SetString(PyExc_TypeError, "records must be a list or tuple of Record");
        return NULL;
    }
    if (record_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "configure() was not called");
        return NULL;
    }
    PyTypeObject *type = (PyTypeObject *)tuple_type;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(records);
    PyObject *out = PyList_New(0);
    if (out == NULL) {
        return NULL;
    }
    for (Py_ssize_t index = 0; index < count; index++) {
        if (index >= PySequence_Fast_GET_SIZE(records)) {
            break; /* a list shrunk under us (a __del__ run by an allocation): stop */
        }
        PyObject *record = PySequence_Fast_GET_ITEM(records, index);
        if (Py_TYPE(record) != (PyTypeObject *)record_type) {
            PyErr_Format(PyExc_TypeError, "records[%zd] is a %.100s, not a Record", index,
                         Py_TYPE(record)->tp_name);
            goto fail;
        }
        char *base = (char *)record;
        PyObject *fields[9] = {
            topic, partition, *(PyObject **)(base + slot_offset),
            *(PyObject **)(base + slot_timestamp), timestamp_type,
            *(PyObject **)(base + slot_key), *(PyObject **)(base + slot_value),
            *(PyObject **)(base + slot_headers), epoch,
        };
        for (int field = 0; field < 9; field++) {
            if (fields[field] == NULL) {
                PyErr_Format(PyExc_ValueError, "records[%zd] is not filled in", index);
                goto fail;
            }
        }
        if (min_offset > 0) {
            long long offset = PyLong_AsLongLong(fields[2]);
            if (offset == -1 && PyErr_Occurred()) {
                goto fail;
            }
            if (offset < min_offset) {
                continue;
            }
        }
        for (int field = 0; field < 9; field++) {
            Py_INCREF(fields[field]); /* owned before the allocation below can run any code */
        }
        PyObject *item = type->tp_alloc(type, 9);
        if (item == NULL) {
            for (int field = 0; field < 9; field++) {
                Py_DECREF(fields[field]);
            }
            goto fail;
        }
        int atomic = 1;
        for (int field = 0; field < 9; field++) {
            PyTuple_SET_ITEM(item, field, fields[field]);
            if (PyObject_IS_GC(fields[field]) &&
                (!PyTuple_CheckExact(fields[field]) || PyObject_GC_IsTracked(fields[field]))) {
                atomic = 0;
            }
        }
        if (atomic) {
            /* What CPython's collector does to such a tuple at its first pass
             * (_PyTuple_MaybeUntrack), done now: an immutable tuple of untracked objects can
             * be in no cycle, and a million of them need not be traversed by every young
             * collection while the application holds them. */
            PyObject_GC_UnTrack(item);
        }
        int appended = PyList_Append(out, item);
        Py_DECREF(item);
        if (appended < 0) {
            goto fail;
        }
    }
    return out;
fail:
    Py_DECREF(out);
    return NULL;
}

/* measure_headers(headers) -> int: the rough encoded size of a record's headers (name and
 * value lengths + 8 each, as Producer.send counts them toward max_request_size); TypeError
 * naming the first item that is not a (str, bytes-like | None) pair. ``headers`` is a list or
 * tuple (send converts other iterables first). Every send with headers runs this. */
static PyObject *
measure_headers(PyObject *module, PyObject *headers)
{
    (void)module;
    if (!PyList_Check(headers) && !PyTuple_Check(headers)) {
        PyErr_Format(PyExc_TypeError, "headers must be a list or tuple, got %.100s",
                     Py_TYPE(headers)->tp_name);
        return NULL;
    }
    Py_ssize_t count = PySequence_Fast_GET_SIZE(headers);
    Py_ssize_t size = 0;
    for (Py_ssize_t index = 0; index < count; index++) {
        /* re-read each time: a list cannot change under us (no Python code runs), but stay
         * within its current size all the same */
        if (index >= PySequence_Fast_GET_SIZE(headers)) {
            break;
        }
        PyObject *item = PySequence_Fast_GET_ITEM(headers, index);
        if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 2) {
            goto bad;
        }
        PyObject *name = PyTuple_GET_ITEM(item, 0);
        PyObject *data = PyTuple_GET_ITEM(item, 1);
        if (!PyUnicode_Check(name)) {
            goto bad;
        }
        size += PyUnicode_GET_LENGTH(name) + 8;
        if (data == Py_None) {
            continue;
        }
        if (PyBytes_Check(data)) {
            size += PyBytes_GET_SIZE(data);
        } else if (PyByteArray_Check(data)) {
            size += PyByteArray_GET_SIZE(data);
        } else if (PyMemoryView_Check(data)) {
            Py_ssize_t length = PyObject_Length(data);
            if (length < 0) {
                return NULL;
            }
            size += length;
        } else {
            goto bad;
        }
        continue;
    bad:
        PyErr_Format(PyExc_TypeError, "headers must be (str, bytes | None) pairs, got %R", item);
        return NULL;
    }
    return PyLong_FromSsize_t(size);
}

/* measure_items(items) -> (longest, nulls): the longest length among bytes-like items and how
 * many are None; TypeError naming the index of the first item that is neither. One pass in C:
 * Producer.send_many checks every record this way before it accepts any. */
static PyObject *
measure_items(PyObject *module, PyObject *items_obj)
{
    (void)module;
    PyObject *items = PySequence_Fast(items_obj, "items must be a sequence");
    if (items == NULL) {
        return NULL;
    }
    Py_ssize_t count = PySequence_Fast_GET_SIZE(items);
    PyObject **item = PySequence_Fast_ITEMS(items);
    Py_ssize_t longest = 0, nulls = 0;
    for (Py_ssize_t index = 0; index < count; index++) {
        PyObject *value = item[index];
        Py_ssize_t size;
        if (PyBytes_CheckExact(value)) {
            size = PyBytes_GET_SIZE(value);
        } else if (value == Py_None) {
            nulls++;
            continue;
        } else if (PyByteArray_Check(value)) {
            size = PyByteArray_GET_SIZE(value);
        } else if (PyMemoryView_Check(value)) {
            size = PyMemoryView_GET_BUFFER(value)->len;
        } else if (PyBytes_Check(value)) {
            size = PyBytes_GET_SIZE(value);
        } else {
            PyErr_Format(PyExc_TypeError, "[%zd] must be bytes or None, got %.100s", index,
                         Py_TYPE(value)->tp_name);
            Py_DECREF(items);
            return NULL;
        }
        if (size > longest) {
            longest = size;
        }
    }
    Py_DECREF(items);
    return Py_BuildValue("(nn)", longest, nulls);
}
