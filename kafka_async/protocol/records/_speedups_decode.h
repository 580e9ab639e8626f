/*
 * Record decoding for _speedups.c (included once, into that file only: the extension is a
 * single translation unit, split into files to keep each one short).
 *
 * Expects from the includer: the record_type / slot_* / corrupt_error / empty_tuple globals and
 * _speedups_varint.h.
 */
#ifndef KAFKA_ASYNC_SPEEDUPS_DECODE_H
#define KAFKA_ASYNC_SPEEDUPS_DECODE_H

/* ---------------------------------------------------------------------------- decode */

/* Read a nullable byte string; *out is a new reference (Py_None for null). */
static int read_nullable(const unsigned char *data, Py_ssize_t *position, Py_ssize_t end,
                         PyObject **out) {
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
        Py_INCREF(Py_None);
        *out = Py_None;
        return 0;
    }
    if (length > end - *position) {
        PyErr_Format(error_type(), "length %lld at byte %zd runs past its record",
                     (long long)length, *position);
        return -1;
    }
    *out = PyBytes_FromStringAndSize((const char *)data + *position, (Py_ssize_t)length);
    if (*out == NULL) {
        return -1;
    }
    *position += (Py_ssize_t)length;
    return 0;
}

static PyObject *read_headers(const unsigned char *data, Py_ssize_t *position, Py_ssize_t end,
                              int64_t count) {
    if (count < 0 || count > end - *position) {
        PyErr_Format(error_type(), "impossible header count %lld at byte %zd", (long long)count,
                     *position);
        return NULL;
    }
    PyObject *headers = PyTuple_New((Py_ssize_t)count);
    if (headers == NULL) {
        return NULL;
    }
    for (Py_ssize_t index = 0; index < (Py_ssize_t)count; index++) {
        int64_t key_length;
        if (read_varint(data, position, end, &key_length) < 0) {
            goto fail;
        }
        if (key_length < 0 || key_length > end - *position) {
            PyErr_Format(error_type(), "bad header key length %lld at byte %zd",
                         (long long)key_length, *position);
            goto fail;
        }
        PyObject *key = PyUnicode_DecodeUTF8((const char *)data + *position,
                                             (Py_ssize_t)key_length, NULL);
        if (key == NULL) {
            PyErr_Clear();
            PyErr_Format(error_type(), "header key before byte %zd is not UTF-8", *position);
            goto fail;
        }
        *position += (Py_ssize_t)key_length;
        PyObject *value;
        if (read_nullable(data, position, end, &value) < 0) {
            Py_DECREF(key);
            goto fail;
        }
        PyObject *pair = PyTuple_New(2);
        if (pair == NULL) {
            Py_DECREF(key);
            Py_DECREF(value);
            goto fail;
        }
        PyTuple_SET_ITEM(pair, 0, key);
        PyTuple_SET_ITEM(pair, 1, value);
        PyTuple_SET_ITEM(headers, index, pair);
    }
    return headers;
fail:
    Py_DECREF(headers);
    return NULL;
}

/* read_headers' checks without building the headers (columns without include_headers): the
 * same bytes are accepted and rejected, with the same messages; a key is decoded (then
 * dropped) only when it is not plain ASCII, to check it is UTF-8. */
static int skip_headers(const unsigned char *data, Py_ssize_t *position, Py_ssize_t end,
                        int64_t count) {
    if (count < 0 || count > end - *position) {
        PyErr_Format(error_type(), "impossible header count %lld at byte %zd", (long long)count,
                     *position);
        return -1;
    }
    for (Py_ssize_t index = 0; index < (Py_ssize_t)count; index++) {
        int64_t key_length, value_length;
        if (read_varint(data, position, end, &key_length) < 0) {
            return -1;
        }
        if (key_length < 0 || key_length > end - *position) {
            PyErr_Format(error_type(), "bad header key length %lld at byte %zd",
                         (long long)key_length, *position);
            return -1;
        }
        const unsigned char *key = data + *position;
        int ascii = 1;
        for (int64_t i = 0; i < key_length; i++) {
            if (key[i] & 0x80) {
                ascii = 0;
                break;
            }
        }
        if (!ascii) {
            PyObject *decoded = PyUnicode_DecodeUTF8((const char *)key, (Py_ssize_t)key_length,
                                                     NULL);
            if (decoded == NULL) {
                PyErr_Clear();
                PyErr_Format(error_type(), "header key before byte %zd is not UTF-8", *position);
                return -1;
            }
            Py_DECREF(decoded);
        }
        *position += (Py_ssize_t)key_length;
        if (read_varint(data, position, end, &value_length) < 0) {
            return -1;
        }
        if (value_length < 0) {
            if (value_length != -1) {
                PyErr_Format(error_type(), "negative length %lld at byte %zd",
                             (long long)value_length, *position);
                return -1;
            }
            continue;
        }
        if (value_length > end - *position) {
            PyErr_Format(error_type(), "length %lld at byte %zd runs past its record",
                         (long long)value_length, *position);
            return -1;
        }
        *position += (Py_ssize_t)value_length;
    }
    return 0;
}

/* Steals every object argument, including timestamp_obj, whether it succeeds or not. */
static PyObject *make_record(PyObject *offset_obj, PyObject *timestamp_obj, PyObject *key,
                             PyObject *value, PyObject *headers) {
    PyTypeObject *type = (PyTypeObject *)record_type;
    PyObject *record = offset_obj == NULL ? NULL : type->tp_alloc(type, 0);
    if (record == NULL) {
        Py_XDECREF(record);
        Py_XDECREF(offset_obj);
        Py_XDECREF(timestamp_obj);
        Py_DECREF(key);
        Py_DECREF(value);
        Py_DECREF(headers);
        return NULL;
    }
    char *base = (char *)record;
    *(PyObject **)(base + slot_offset) = offset_obj;
    *(PyObject **)(base + slot_timestamp) = timestamp_obj;
    *(PyObject **)(base + slot_key) = key;
    *(PyObject **)(base + slot_value) = value;
    *(PyObject **)(base + slot_headers) = headers;
    return record;
}

/* *out = base + delta, or -1 with CorruptRecordError when that leaves int64: a record's absolute
 * offset or timestamp must be an int64 (the pure reference checks the same, in the same order:
 * offset first, then timestamp). `field` names which ("offset" or "timestamp"). */
static int absolute_value(long long base, int64_t delta, long long *out, Py_ssize_t index,
                          const char *field) {
    if ((delta > 0 && base > LLONG_MAX - delta) || (delta < 0 && base < LLONG_MIN - delta)) {
        PyErr_Format(error_type(), "record %zd: base %s %lld + %s delta %lld overflows int64",
                     index, field, base, field, (long long)delta);
        return -1;
    }
    *out = base + (long long)delta;
    return 0;
}

/* What every record of a batch is decoded against. The int objects are borrowed; records reuse
 * them when their value matches (the first record's offset is usually the base offset, and
 * consecutive records usually share a timestamp), saving an allocation per record. */
typedef struct {
    long long base_offset;
    long long base_timestamp;
    long long log_append_time;
    PyObject *base_offset_obj;    /* an int equal to base_offset, or NULL */
    PyObject *previous_timestamp; /* the last timestamp int handed out, or NULL */
    long long previous_timestamp_value;
    /* NULL: records are Record objects. Else (borrowed) the consumer's shape, a tuple
     * (tuple_type, topic, partition, timestamp_type, epoch): each record is a 9-field
     * tuple_type instance (ConsumerRecord) made directly, with no Record in between. */
    PyObject *shape;
} DecodeContext;

/* A `shape` record (see DecodeContext) of the five new references, which it steals; NULL on
 * failure (references released). Untracked by the collector when no field is a container, as
 * CPython itself would do at its first collection (records_to_tuples does the same). */
static PyObject *make_shaped(PyObject *shape, PyObject *offset_obj, PyObject *timestamp_obj,
                             PyObject *key, PyObject *value, PyObject *headers) {
    PyTypeObject *type = (PyTypeObject *)PyTuple_GET_ITEM(shape, 0);
    PyObject *item = offset_obj == NULL ? NULL : type->tp_alloc(type, 9);
    if (item == NULL) {
        Py_XDECREF(offset_obj);
        Py_XDECREF(timestamp_obj);
        Py_DECREF(key);
        Py_DECREF(value);
        Py_DECREF(headers);
        return NULL;
    }
    PyObject *topic = PyTuple_GET_ITEM(shape, 1), *partition = PyTuple_GET_ITEM(shape, 2);
    PyObject *timestamp_type = PyTuple_GET_ITEM(shape, 3), *epoch = PyTuple_GET_ITEM(shape, 4);
    Py_INCREF(topic);
    Py_INCREF(partition);
    Py_INCREF(timestamp_type);
    Py_INCREF(epoch);
    PyTuple_SET_ITEM(item, 0, topic);
    PyTuple_SET_ITEM(item, 1, partition);
    PyTuple_SET_ITEM(item, 2, offset_obj);
    PyTuple_SET_ITEM(item, 3, timestamp_obj);
    PyTuple_SET_ITEM(item, 4, timestamp_type);
    PyTuple_SET_ITEM(item, 5, key);
    PyTuple_SET_ITEM(item, 6, value);
    PyTuple_SET_ITEM(item, 7, headers);
    PyTuple_SET_ITEM(item, 8, epoch);
    if (PyTuple_GET_SIZE(headers) == 0 && !PyObject_IS_GC(topic) && !PyObject_IS_GC(key) &&
        !PyObject_IS_GC(value) && !PyObject_IS_GC(partition) &&
        !PyObject_IS_GC(timestamp_type) && !PyObject_IS_GC(epoch)) {
        PyObject_GC_UnTrack(item);
    }
    return item;
}

/* Decode one record at *position (its length varint); a new Record or NULL. */
static PyObject *read_record(const unsigned char *data, Py_ssize_t *position, Py_ssize_t end,
                             Py_ssize_t index, DecodeContext *context) {
    int64_t length, timestamp_delta, offset_delta, header_count;
    if (read_varint(data, position, end, &length) < 0) {
        return NULL;
    }
    if (length < 6 || length > end - *position) {
        PyErr_Format(error_type(), "record %zd has an impossible length %lld", index,
                     (long long)length);
        return NULL;
    }
    Py_ssize_t record_end = *position + (Py_ssize_t)length;
    *position += 1; /* attributes */
    if (read_varint(data, position, record_end, &timestamp_delta) < 0 ||
        read_varint(data, position, record_end, &offset_delta) < 0) {
        return NULL;
    }
    PyObject *key = NULL, *value = NULL, *headers = NULL;
    if (read_nullable(data, position, record_end, &key) < 0 ||
        read_nullable(data, position, record_end, &value) < 0 ||
        read_varint(data, position, record_end, &header_count) < 0) {
        goto fail;
    }
    if (header_count == 0) {
        Py_INCREF(empty_tuple);
        headers = empty_tuple;
    } else if ((headers = read_headers(data, position, record_end, header_count)) == NULL) {
        goto fail;
    }
    if (*position != record_end) {
        PyErr_Format(error_type(),
                     "record %zd declares %lld bytes but its fields span a different size", index,
                     (long long)length);
        goto fail;
    }
    long long offset, timestamp;
    if (absolute_value(context->base_offset, offset_delta, &offset, index, "offset") < 0) {
        goto fail;
    }
    if (context->log_append_time >= 0) {
        timestamp = context->log_append_time;
    } else if (absolute_value(context->base_timestamp, timestamp_delta, &timestamp, index,
                              "timestamp") < 0) {
        goto fail;
    }
    PyObject *offset_obj;
    if (offset_delta == 0 && context->base_offset_obj != NULL) {
        Py_INCREF(context->base_offset_obj);
        offset_obj = context->base_offset_obj;
    } else {
        offset_obj = PyLong_FromLongLong(offset);
    }
    if (context->previous_timestamp == NULL || context->previous_timestamp_value != timestamp) {
        PyObject *timestamp_obj = PyLong_FromLongLong(timestamp);
        if (timestamp_obj == NULL) {
            Py_XDECREF(offset_obj);
            goto fail;
        }
        /* borrowed from here on: the record keeps it alive */
        context->previous_timestamp = timestamp_obj;
        context->previous_timestamp_value = timestamp;
    } else {
        Py_INCREF(context->previous_timestamp);
    }
    if (context->shape != NULL) {
        return make_shaped(context->shape, offset_obj, context->previous_timestamp, key, value,
                           headers);
    }
    return make_record(offset_obj, context->previous_timestamp, key, value, headers);
fail:
    Py_XDECREF(key);
    Py_XDECREF(value);
    Py_XDECREF(headers);
    return NULL;
}

/* Decode the next min(count, limit) of the `count` records left in data[*position:end] (a new
 * list or tuple, or NULL with an exception set) and advance *position past them; decoding the
 * last of the `count` checks that the bytes end exactly there. Shared by decode_records(),
 * decode_slice() and the batch walker's eager decode. */
static PyObject *decode_section(const unsigned char *data, Py_ssize_t *position, Py_ssize_t end,
                                long long count, long long limit, DecodeContext *context,
                                int as_tuple) {
    if (count < 0) {
        PyErr_Format(error_type(), "record batch declares a negative record count %lld", count);
        return NULL;
    }
    /* Every record takes at least 7 bytes, so a count the bytes cannot hold is rejected before
     * it sizes the list: the allocation is bounded by the input, never by the header. */
    if (count > (end - *position) / 7) {
        PyErr_Format(error_type(),
                     "record batch declares %lld records but has only %zd bytes for them", count,
                     end - *position);
        return NULL;
    }
    Py_ssize_t take = (Py_ssize_t)(limit < count ? limit : count);
    PyObject *records = as_tuple ? PyTuple_New(take) : PyList_New(take);
    if (records == NULL) {
        return NULL;
    }
    Py_ssize_t at = *position;
    for (Py_ssize_t index = 0; index < take; index++) {
        PyObject *record = read_record(data, &at, end, index, context);
        if (record == NULL) {
            Py_DECREF(records);
            return NULL;
        }
        if (as_tuple) {
            PyTuple_SET_ITEM(records, index, record);
        } else {
            PyList_SET_ITEM(records, index, record);
        }
    }
    if (take == count && at != end) {
        PyErr_Format(error_type(), "record batch has %zd bytes left over after its %lld records",
                     end - at, count);
        Py_DECREF(records);
        return NULL;
    }
    *position = at;
    return records;
}

/* The optional `shape` argument: None, or (tuple_type, topic, partition, timestamp_type,
 * epoch) with tuple_type a tuple subclass; *out is NULL for None. -1 with TypeError if bad. */
static int parse_shape(PyObject *arg, PyObject **out) {
    *out = NULL;
    if (arg == Py_None) {
        return 0;
    }
    if (!PyTuple_CheckExact(arg) || PyTuple_GET_SIZE(arg) != 5 ||
        !PyType_Check(PyTuple_GET_ITEM(arg, 0)) ||
        !PyType_IsSubtype((PyTypeObject *)PyTuple_GET_ITEM(arg, 0), &PyTuple_Type)) {
        PyErr_SetString(PyExc_TypeError,
                        "shape must be None or (tuple_type, topic, partition, timestamp_type, "
                        "epoch) with tuple_type a tuple subclass");
        return -1;
    }
    *out = arg;
    return 0;
}

/* decode_records(data, position, end, count, base_offset, base_timestamp, log_append_time
 * [, shape]) and decode_slice(..., limit [, shape]): the shared argument handling; `limit` < 0
 * means all `count`. */
static PyObject *decode_common(PyObject *const *args, long long limit, Py_ssize_t *position,
                               PyObject *shape) {
    if (record_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "_speedups.configure() was not called");
        return NULL;
    }
    *position = PyLong_AsSsize_t(args[1]);
    Py_ssize_t end = PyLong_AsSsize_t(args[2]);
    long long count = PyLong_AsLongLong(args[3]);
    long long base_offset = PyLong_AsLongLong(args[4]);
    long long base_timestamp = PyLong_AsLongLong(args[5]);
    long long log_append_time = PyLong_AsLongLong(args[6]);
    if (PyErr_Occurred()) {
        return NULL;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_SIMPLE) < 0) {
        return NULL;
    }
    PyObject *records = NULL;
    if (count < 0) {
        PyErr_Format(error_type(), "record batch declares a negative record count %lld", count);
    } else if (end > view.len || *position < 0 || *position > end) {
        PyErr_SetString(error_type(), "record section lies outside the batch");
    } else {
        DecodeContext context = {base_offset, base_timestamp, log_append_time, NULL, NULL, 0,
                                 shape};
        records = decode_section(view.buf, position, end, count, limit < 0 ? count : limit,
                                 &context, 0);
    }
    PyBuffer_Release(&view);
    return records;
}

static PyObject *decode_records(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    PyObject *shape;
    if (nargs != 7 && nargs != 8) {
        PyErr_SetString(PyExc_TypeError, "decode_records() takes 7 or 8 arguments");
        return NULL;
    }
    if (parse_shape(nargs == 8 ? args[7] : Py_None, &shape) < 0) {
        return NULL;
    }
    Py_ssize_t position;
    return decode_common(args, -1, &position, shape);
}

/* decode_slice(...7 as decode_records..., limit) -> (records, position after them) */
static PyObject *decode_slice(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    PyObject *shape;
    if (nargs != 8 && nargs != 9) {
        PyErr_SetString(PyExc_TypeError, "decode_slice() takes 8 or 9 arguments");
        return NULL;
    }
    if (parse_shape(nargs == 9 ? args[8] : Py_None, &shape) < 0) {
        return NULL;
    }
    long long limit = PyLong_AsLongLong(args[7]);
    if (limit == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (limit < 0) {
        PyErr_Format(PyExc_ValueError, "decode_slice() needs a limit >= 0, got %lld", limit);
        return NULL;
    }
    Py_ssize_t position;
    PyObject *records = decode_common(args, limit, &position, shape);
    if (records == NULL) {
        return NULL;
    }
    return Py_BuildValue("(Nn)", records, position);
}

#endif /* KAFKA_ASYNC_SPEEDUPS_DECODE_H */
