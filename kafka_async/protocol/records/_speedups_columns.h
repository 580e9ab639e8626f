/*
 * ColumnsCore for _speedups.c (included once, into that file only, after _speedups_decode.h):
 * the compiled twin of columnar.ColumnsCore. It decodes a records section straight into column
 * buffers (offsets, timestamps, timestamp types, key/value data + int32 offsets + validity
 * bytes, headers as Python tuples only when asked), with no Python object per record, so that
 * pyarrow can wrap the buffers without a copy.
 *
 * Same checks as read_record()/decode_section() in _speedups_decode.h (and hence as
 * _pure.decode_records): every length is compared with the bytes that remain before anything
 * is copied, varints stop after 10 bytes, the declared count is bounded by the bytes present.
 * A corrupt section raises CorruptRecordError and leaves the buffers exactly as they were
 * (append_section rolls back), like the pure core which appends only after a full decode.
 * append_slice decodes a section a slice of records at a time (bounded work and rows per call
 * for a batch of millions of tiny records); an absolute offset or timestamp outside int64 is
 * corrupt, exactly as in read_record().
 */
#ifndef KAFKA_ASYNC_SPEEDUPS_COLUMNS_H
#define KAFKA_ASYNC_SPEEDUPS_COLUMNS_H

typedef struct {
    char *data;
    Py_ssize_t size;
    Py_ssize_t capacity;
} Growable;

static int growable_reserve(Growable *buffer, Py_ssize_t extra) {
    if (buffer->size + extra <= buffer->capacity) {
        return 0;
    }
    Py_ssize_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity < buffer->size + extra) {
        if (capacity > PY_SSIZE_T_MAX / 2) {
            PyErr_NoMemory();
            return -1;
        }
        capacity *= 2;
    }
    char *grown = PyMem_Realloc(buffer->data, (size_t)capacity);
    if (grown == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    buffer->data = grown;
    buffer->capacity = capacity;
    return 0;
}

static inline int growable_append(Growable *buffer, const void *bytes, Py_ssize_t size) {
    if (growable_reserve(buffer, size) < 0) {
        return -1;
    }
    if (size > 0) {
        memcpy(buffer->data + buffer->size, bytes, (size_t)size);
    }
    buffer->size += size;
    return 0;
}

/* One binary column: data, int32 end offsets (starting with a 0), one validity byte per row. */
typedef struct {
    Growable data;
    Growable offsets;
    Growable validity;
    Py_ssize_t nulls;
} BinaryBuffers;

typedef struct {
    Py_ssize_t data, offsets, validity, nulls;
} BinaryMark;

static int binary_init(BinaryBuffers *column) {
    int32_t zero = 0;
    column->data.size = column->offsets.size = column->validity.size = 0;
    column->nulls = 0;
    return growable_append(&column->offsets, &zero, sizeof(zero));
}

static void binary_free(BinaryBuffers *column) {
    PyMem_Free(column->data.data);
    PyMem_Free(column->offsets.data);
    PyMem_Free(column->validity.data);
    memset(column, 0, sizeof(*column));
}

static BinaryMark binary_mark(const BinaryBuffers *column) {
    BinaryMark mark = {column->data.size, column->offsets.size, column->validity.size,
                       column->nulls};
    return mark;
}

static void binary_restore(BinaryBuffers *column, BinaryMark mark) {
    column->data.size = mark.data;
    column->offsets.size = mark.offsets;
    column->validity.size = mark.validity;
    column->nulls = mark.nulls;
}

/* Append one value (len -1: null). OverflowError past int32 offsets, as array('i') raises. */
static int binary_append(BinaryBuffers *column, const char *bytes, Py_ssize_t len) {
    unsigned char valid = len >= 0;
    if (len < 0) {
        column->nulls++;
        len = 0;
    } else if (column->data.size + len > INT32_MAX) {
        PyErr_SetString(PyExc_OverflowError,
                        "column data exceeds 2 GiB (int32 offsets): finish() more often");
        return -1;
    }
    if (growable_append(&column->data, bytes, len) < 0) {
        return -1;
    }
    int32_t end = (int32_t)column->data.size;
    if (growable_append(&column->offsets, &end, sizeof(end)) < 0 ||
        growable_append(&column->validity, &valid, 1) < 0) {
        return -1;
    }
    return 0;
}

/* (data, offsets, validity or None, nulls) as new bytes objects. */
static PyObject *binary_take(const BinaryBuffers *column) {
    PyObject *validity;
    if (column->nulls) {
        validity = PyBytes_FromStringAndSize(column->validity.data, column->validity.size);
    } else {
        Py_INCREF(Py_None);
        validity = Py_None;
    }
    PyObject *data = PyBytes_FromStringAndSize(column->data.data, column->data.size);
    PyObject *offsets = PyBytes_FromStringAndSize(column->offsets.data, column->offsets.size);
    PyObject *nulls = PyLong_FromSsize_t(column->nulls);
    if (validity == NULL || data == NULL || offsets == NULL || nulls == NULL) {
        Py_XDECREF(validity);
        Py_XDECREF(data);
        Py_XDECREF(offsets);
        Py_XDECREF(nulls);
        return NULL;
    }
    return Py_BuildValue("(NNNN)", data, offsets, validity, nulls);
}

typedef struct {
    PyObject_HEAD
    int include_headers;
    Py_ssize_t rows;
    Growable offsets;         /* int64 per row */
    Growable timestamps;      /* int64 per row, ms */
    Growable timestamp_types; /* int32 per row */
    BinaryBuffers key;
    BinaryBuffers value;
    PyObject *headers; /* list (one entry per row) or NULL without include_headers */
} ColumnsCore;

static int columns_reset(ColumnsCore *self) {
    self->rows = 0;
    self->offsets.size = self->timestamps.size = self->timestamp_types.size = 0;
    if (binary_init(&self->key) < 0 || binary_init(&self->value) < 0) {
        return -1;
    }
    if (self->include_headers) {
        PyObject *headers = PyList_New(0);
        if (headers == NULL) {
            return -1;
        }
        Py_XSETREF(self->headers, headers);
    }
    return 0;
}

static int ColumnsCore_init(ColumnsCore *self, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"include_headers", NULL};
    int include_headers = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "p", keywords, &include_headers)) {
        return -1;
    }
    self->include_headers = include_headers;
    Py_CLEAR(self->headers);
    return columns_reset(self);
}

static void ColumnsCore_dealloc(ColumnsCore *self) {
    PyMem_Free(self->offsets.data);
    PyMem_Free(self->timestamps.data);
    PyMem_Free(self->timestamp_types.data);
    binary_free(&self->key);
    binary_free(&self->value);
    Py_XDECREF(self->headers);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Append one row; `headers` is borrowed (None for none) and kept only with include_headers. */
static int columns_append_row(ColumnsCore *self, int64_t offset, int64_t timestamp,
                              int32_t timestamp_type, const char *key, Py_ssize_t key_len,
                              const char *value, Py_ssize_t value_len, PyObject *headers) {
    if (growable_append(&self->offsets, &offset, sizeof(offset)) < 0 ||
        growable_append(&self->timestamps, &timestamp, sizeof(timestamp)) < 0 ||
        growable_append(&self->timestamp_types, &timestamp_type, sizeof(timestamp_type)) < 0 ||
        binary_append(&self->key, key, key_len) < 0 ||
        binary_append(&self->value, value, value_len) < 0) {
        return -1;
    }
    if (self->headers != NULL && PyList_Append(self->headers, headers) < 0) {
        return -1;
    }
    self->rows++;
    return 0;
}

/* A nullable length-prefixed field inside a record: its pointer and length (-1: null). */
static int read_field(const unsigned char *data, Py_ssize_t *position, Py_ssize_t end,
                      const char **ptr, Py_ssize_t *len) {
    int64_t length;
    if (read_varint(data, position, end, &length) < 0) {
        return -1;
    }
    if (length < 0) {
        if (length != -1) {
            PyErr_Format(error_type(), "negative length %lld at byte %zd", (long long)length,
                         *position);
            return -1;
        }
        *ptr = NULL;
        *len = -1;
        return 0;
    }
    if (length > end - *position) {
        PyErr_Format(error_type(), "length %lld at byte %zd runs past its record",
                     (long long)length, *position);
        return -1;
    }
    *ptr = (const char *)data + *position;
    *len = (Py_ssize_t)length;
    *position += (Py_ssize_t)length;
    return 0;
}

/* Decode the next min(count, limit) of the `count` records left in data[*position:end] into
 * the columns (see the header comment) and advance *position past them; decoding the last of
 * the `count` checks that the bytes end exactly there. Returns the rows appended, or -1. */
static Py_ssize_t columns_decode(ColumnsCore *self, const unsigned char *data,
                                 Py_ssize_t *position_ptr, Py_ssize_t end, long long count,
                                 long long limit, long long base_offset,
                                 long long base_timestamp, long long log_append_time,
                                 int32_t timestamp_type, long long from_offset,
                                 long long end_offset) {
    Py_ssize_t position = *position_ptr;
    if (count < 0) {
        PyErr_Format(error_type(), "record batch declares a negative record count %lld", count);
        return -1;
    }
    if (count > (end - position) / 7) {
        PyErr_Format(error_type(),
                     "record batch declares %lld records but has only %zd bytes for them", count,
                     end - position);
        return -1;
    }
    Py_ssize_t take = (Py_ssize_t)(limit < count ? limit : count);
    Py_ssize_t appended = 0;
    for (Py_ssize_t index = 0; index < take; index++) {
        int64_t length, timestamp_delta, offset_delta, header_count;
        if (read_varint(data, &position, end, &length) < 0) {
            return -1;
        }
        if (length < 6 || length > end - position) {
            PyErr_Format(error_type(), "record %zd has an impossible length %lld", index,
                         (long long)length);
            return -1;
        }
        Py_ssize_t record_end = position + (Py_ssize_t)length;
        position += 1; /* attributes */
        const char *key, *value;
        Py_ssize_t key_len, value_len;
        if (read_varint(data, &position, record_end, &timestamp_delta) < 0 ||
            read_varint(data, &position, record_end, &offset_delta) < 0 ||
            read_field(data, &position, record_end, &key, &key_len) < 0 ||
            read_field(data, &position, record_end, &value, &value_len) < 0 ||
            read_varint(data, &position, record_end, &header_count) < 0) {
            return -1;
        }
        PyObject *headers = Py_None;
        Py_INCREF(headers);
        if (header_count != 0 && self->include_headers) {
            Py_DECREF(headers);
            if ((headers = read_headers(data, &position, record_end, header_count)) == NULL) {
                return -1;
            }
        } else if (header_count != 0 &&
                   skip_headers(data, &position, record_end, header_count) < 0) {
            Py_DECREF(headers);
            return -1;
        }
        if (position != record_end) {
            Py_DECREF(headers);
            PyErr_Format(error_type(),
                         "record %zd declares %lld bytes but its fields span a different size",
                         index, (long long)length);
            return -1;
        }
        long long offset, timestamp;
        if (absolute_value(base_offset, offset_delta, &offset, index, "offset") < 0) {
            Py_DECREF(headers);
            return -1;
        }
        if (log_append_time >= 0) {
            timestamp = log_append_time;
        } else if (absolute_value(base_timestamp, timestamp_delta, &timestamp, index,
                                  "timestamp") < 0) {
            Py_DECREF(headers);
            return -1;
        }
        int failed = 0;
        if (offset >= from_offset && offset < end_offset) {
            failed = columns_append_row(self, offset, timestamp, timestamp_type, key, key_len,
                                        value, value_len, headers);
            appended++;
        }
        Py_DECREF(headers);
        if (failed < 0) {
            return -1;
        }
    }
    if (take == count && position != end) {
        PyErr_Format(error_type(), "record batch has %zd bytes left over after its %lld records",
                     end - position, count);
        return -1;
    }
    *position_ptr = position;
    return appended;
}

/* append_section (nargs 10: the whole `count`) and append_slice (nargs 11: a `limit` more):
 * decode into the columns, all or nothing; *position_out is where the decode stopped. */
static Py_ssize_t columns_append(ColumnsCore *self, PyObject *const *args, Py_ssize_t nargs,
                                 Py_ssize_t *position_out) {
    Py_ssize_t position = PyLong_AsSsize_t(args[1]);
    Py_ssize_t end = PyLong_AsSsize_t(args[2]);
    long long values[8];
    for (int index = 0; index < 7; index++) {
        values[index] = PyLong_AsLongLong(args[3 + index]);
    }
    values[7] = nargs > 10 ? PyLong_AsLongLong(args[10]) : -1;
    if (PyErr_Occurred()) {
        return -1;
    }
    if (nargs > 10 && values[7] < 0) {
        PyErr_Format(PyExc_ValueError, "append_slice() needs a limit >= 0, got %lld",
                     values[7]);
        return -1;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_SIMPLE) < 0) {
        return -1;
    }
    Py_ssize_t appended = -1;
    if (end > view.len || position < 0 || position > end) {
        PyErr_SetString(error_type(), "record section lies outside the batch");
    } else {
        Py_ssize_t rows = self->rows;
        Py_ssize_t sizes[3] = {self->offsets.size, self->timestamps.size,
                               self->timestamp_types.size};
        BinaryMark key = binary_mark(&self->key), value = binary_mark(&self->value);
        Py_ssize_t headers = self->headers != NULL ? PyList_GET_SIZE(self->headers) : 0;
        long long count = values[0];
        appended = columns_decode(self, view.buf, &position, end, count,
                                  values[7] < 0 ? count : values[7], values[1], values[2],
                                  values[3], (int32_t)values[4], values[5], values[6]);
        if (appended < 0) { /* roll back: a corrupt section appends nothing */
            self->rows = rows;
            self->offsets.size = sizes[0];
            self->timestamps.size = sizes[1];
            self->timestamp_types.size = sizes[2];
            binary_restore(&self->key, key);
            binary_restore(&self->value, value);
            if (self->headers != NULL) {
                PyObject *exc_type, *exc_value, *exc_tb;
                PyErr_Fetch(&exc_type, &exc_value, &exc_tb);
                PyList_SetSlice(self->headers, headers, PyList_GET_SIZE(self->headers), NULL);
                PyErr_Restore(exc_type, exc_value, exc_tb);
            }
        }
    }
    PyBuffer_Release(&view);
    *position_out = position;
    return appended;
}

static PyObject *ColumnsCore_append_section(ColumnsCore *self, PyObject *const *args,
                                            Py_ssize_t nargs) {
    if (nargs != 10) {
        PyErr_SetString(PyExc_TypeError, "append_section() takes exactly 10 arguments");
        return NULL;
    }
    Py_ssize_t position;
    Py_ssize_t appended = columns_append(self, args, nargs, &position);
    return appended < 0 ? NULL : PyLong_FromSsize_t(appended);
}

static PyObject *ColumnsCore_append_slice(ColumnsCore *self, PyObject *const *args,
                                          Py_ssize_t nargs) {
    if (nargs != 11) {
        PyErr_SetString(PyExc_TypeError, "append_slice() takes exactly 11 arguments");
        return NULL;
    }
    Py_ssize_t position;
    Py_ssize_t appended = columns_append(self, args, nargs, &position);
    return appended < 0 ? NULL : Py_BuildValue("(nn)", appended, position);
}

static PyObject *ColumnsCore_append_record(ColumnsCore *self, PyObject *const *args,
                                           Py_ssize_t nargs) {
    if (nargs != 6) {
        PyErr_SetString(PyExc_TypeError, "append_record() takes exactly 6 arguments");
        return NULL;
    }
    long long offset = PyLong_AsLongLong(args[0]);
    long long timestamp = PyLong_AsLongLong(args[1]);
    long timestamp_type = PyLong_AsLong(args[2]);
    if (PyErr_Occurred()) {
        return NULL;
    }
    if (timestamp_type < INT32_MIN || timestamp_type > INT32_MAX) {
        PyErr_SetString(PyExc_OverflowError, "timestamp_type does not fit in an int32");
        return NULL;
    }
    Chunk key, value;
    if (chunk_from(args[3], &key, 0, 1, "key") < 0) {
        return NULL;
    }
    if (chunk_from(args[4], &value, 0, 1, "value") < 0) {
        chunk_release(&key);
        return NULL;
    }
    PyObject *headers = Py_None;
    Py_INCREF(headers);
    if (self->headers != NULL) {
        int truth = PyObject_IsTrue(args[5]);
        if (truth < 0) {
            Py_DECREF(headers);
            headers = NULL;
        } else if (truth) {
            Py_DECREF(headers);
            headers = PySequence_Tuple(args[5]);
        }
    }
    int failed = headers == NULL ? -1 : 0;
    if (!failed) {
        /* all-or-nothing, like append_section: remember where the columns ended */
        Py_ssize_t sizes[3] = {self->offsets.size, self->timestamps.size,
                               self->timestamp_types.size};
        BinaryMark key_mark = binary_mark(&self->key), value_mark = binary_mark(&self->value);
        failed = columns_append_row(self, offset, timestamp, (int32_t)timestamp_type, key.ptr,
                                    key.len, value.ptr, value.len, headers);
        if (failed) {
            self->offsets.size = sizes[0];
            self->timestamps.size = sizes[1];
            self->timestamp_types.size = sizes[2];
            binary_restore(&self->key, key_mark);
            binary_restore(&self->value, value_mark);
        }
        Py_DECREF(headers);
    }
    chunk_release(&key);
    chunk_release(&value);
    if (failed) {
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *ColumnsCore_take(ColumnsCore *self, PyObject *unused) {
    PyObject *key = binary_take(&self->key);
    PyObject *value = binary_take(&self->value);
    PyObject *offsets = PyBytes_FromStringAndSize(self->offsets.data, self->offsets.size);
    PyObject *timestamps =
        PyBytes_FromStringAndSize(self->timestamps.data, self->timestamps.size);
    PyObject *types =
        PyBytes_FromStringAndSize(self->timestamp_types.data, self->timestamp_types.size);
    PyObject *headers = self->headers != NULL ? self->headers : Py_None;
    Py_INCREF(headers);
    if (key == NULL || value == NULL || offsets == NULL || timestamps == NULL || types == NULL) {
        Py_XDECREF(key);
        Py_XDECREF(value);
        Py_XDECREF(offsets);
        Py_XDECREF(timestamps);
        Py_XDECREF(types);
        Py_DECREF(headers);
        return NULL;
    }
    PyObject *taken = Py_BuildValue("(nNNNNNN)", self->rows, offsets, timestamps, types, key,
                                    value, headers);
    if (taken == NULL || columns_reset(self) < 0) {
        Py_XDECREF(taken);
        return NULL;
    }
    return taken;
}

static PyObject *ColumnsCore_get_nbytes(ColumnsCore *self, void *closure) {
    return PyLong_FromSsize_t(self->key.data.size + self->value.data.size);
}

static PyMethodDef ColumnsCore_methods[] = {
    {"append_section", (PyCFunction)(void (*)(void))ColumnsCore_append_section, METH_FASTCALL,
     "append_section(data, position, end, count, base_offset, base_timestamp, "
     "log_append_time, timestamp_type, from_offset, end_offset) -> int: decode a records "
     "section into the columns, keeping from_offset <= offset < end_offset."},
    {"append_slice", (PyCFunction)(void (*)(void))ColumnsCore_append_slice, METH_FASTCALL,
     "append_slice(...as append_section..., limit) -> (appended, position): decode the next "
     "min(count, limit) records of the section, where count is how many are left."},
    {"append_record", (PyCFunction)(void (*)(void))ColumnsCore_append_record, METH_FASTCALL,
     "append_record(offset, timestamp, timestamp_type, key, value, headers): one row."},
    {"take", (PyCFunction)ColumnsCore_take, METH_NOARGS,
     "take() -> (rows, offsets, timestamps, timestamp_types, key, value, headers); resets."},
    {NULL, NULL, 0, NULL},
};

static PyMemberDef ColumnsCore_members[] = {
    {"rows", T_PYSSIZET, offsetof(ColumnsCore, rows), READONLY, "rows appended so far"},
    {"include_headers", T_BOOL, offsetof(ColumnsCore, include_headers), READONLY, NULL},
    {NULL, 0, 0, 0, NULL},
};

static PyGetSetDef ColumnsCore_getset[] = {
    {"nbytes", (getter)ColumnsCore_get_nbytes, NULL, "key + value bytes appended so far", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject ColumnsCoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "kafka_async.protocol.records._speedups.ColumnsCore",
    .tp_basicsize = sizeof(ColumnsCore),
    .tp_dealloc = (destructor)ColumnsCore_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Columnar record decode (compiled twin of columnar.ColumnsCore).",
    .tp_methods = ColumnsCore_methods,
    .tp_members = ColumnsCore_members,
    .tp_getset = ColumnsCore_getset,
    .tp_init = (initproc)ColumnsCore_init,
    .tp_new = PyType_GenericNew,
};

#endif /* KAFKA_ASYNC_SPEEDUPS_COLUMNS_H */
