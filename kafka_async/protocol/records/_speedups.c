/*
 * Compiled twin of kafka_async/protocol/records/_pure.py: zig-zag varints, record encode
 * (BuilderCore.append) and record decode (decode_records). Same names, same behaviour, same
 * test vectors; _pure.py is the reference and the documentation.
 *
 * Why C and not Cython/mypyc: no build requirement beyond a C compiler (setup.py skips the
 * extension when there is none). Measurement showed pure Python 5-10x slower than aiokafka's
 * Cython codec, with the per-record cost in object creation and call overhead; hand-written C
 * controls both (records are filled slot by slot, append is the C method itself). mypyc on the
 * typed pure module was not benchmarked head to head.
 *
 * Hostile input: every length is checked against the bytes that remain *before* anything is
 * allocated or copied; varints stop after 10 bytes; the declared record count sizes the result
 * list only once the bytes present could hold that many records. Errors raise the
 * CorruptRecordError class handed over by configure().
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

static PyObject *record_type = NULL;   /* kafka_async...._pure.Record (a __slots__ class) */
/* Byte offsets of Record's five slots, read from its member descriptors by configure(). */
static Py_ssize_t slot_offset, slot_timestamp, slot_key, slot_value, slot_headers;
static PyObject *corrupt_error = NULL; /* kafka_async.protocol.errors.CorruptRecordError */
static PyObject *empty_tuple = NULL;

#include "_speedups_varint.h"
#include "_speedups_decode.h"

/* ------------------------------------------------------------------------ BuilderCore */

typedef struct {
    PyObject_HEAD
    PyObject *buffer; /* bytearray: the encoded records section */
    Py_ssize_t record_count;
    long long base_timestamp;
    long long max_timestamp;
    Py_ssize_t size_limit;
} BuilderCore;

static int BuilderCore_init(BuilderCore *self, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"size_limit", NULL};
    Py_ssize_t size_limit = -1;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|n", keywords, &size_limit)) {
        return -1;
    }
    PyObject *buffer = PyByteArray_FromStringAndSize(NULL, 0);
    if (buffer == NULL) {
        return -1;
    }
    Py_XSETREF(self->buffer, buffer);
    self->record_count = 0;
    self->base_timestamp = 0;
    self->max_timestamp = -1;
    self->size_limit = size_limit;
    return 0;
}

static void BuilderCore_dealloc(BuilderCore *self) {
    Py_XDECREF(self->buffer);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

#define MAX_STACK_HEADERS 8

typedef struct {
    Chunk key;
    Chunk value;
} HeaderChunks;

/* Borrow the key/value bytes of every header; returns the count or -1. */
static Py_ssize_t collect_headers(PyObject *headers_seq, HeaderChunks *out) {
    Py_ssize_t count = PySequence_Fast_GET_SIZE(headers_seq);
    PyObject **items = PySequence_Fast_ITEMS(headers_seq);
    for (Py_ssize_t index = 0; index < count; index++) {
        PyObject *item = items[index];
        PyObject *header_key, *header_value;
        if (PyTuple_Check(item) && PyTuple_GET_SIZE(item) == 2) {
            header_key = PyTuple_GET_ITEM(item, 0);
            header_value = PyTuple_GET_ITEM(item, 1);
        } else if (PyList_Check(item) && PyList_GET_SIZE(item) == 2) {
            header_key = PyList_GET_ITEM(item, 0);
            header_value = PyList_GET_ITEM(item, 1);
        } else {
            PyErr_SetString(PyExc_TypeError, "each header must be a (str, bytes | None) pair");
            goto fail;
        }
        if (chunk_from(header_key, &out[index].key, 1, 0, "header key") < 0) {
            goto fail;
        }
        if (chunk_from(header_value, &out[index].value, 0, 1, "header value") < 0) {
            chunk_release(&out[index].key);
            goto fail;
        }
        continue;
    fail:
        for (Py_ssize_t done = 0; done < index; done++) {
            chunk_release(&out[done].key);
            chunk_release(&out[done].value);
        }
        return -1;
    }
    return count;
}

static PyObject *append_encoded(BuilderCore *self, long long timestamp, Chunk *key, Chunk *value,
                                HeaderChunks *headers, Py_ssize_t header_count) {
    if (self->record_count == 0) {
        self->base_timestamp = timestamp;
    }
    uint64_t timestamp_delta = zigzag((int64_t)((uint64_t)timestamp - (uint64_t)self->base_timestamp));
    uint64_t offset_delta = zigzag((int64_t)self->record_count);
    Py_ssize_t body = 1 + uvarint_size(timestamp_delta) + uvarint_size(offset_delta) +
                      nullable_size(key) + nullable_size(value) +
                      uvarint_size(zigzag(header_count));
    for (Py_ssize_t index = 0; index < header_count; index++) {
        body += nullable_size(&headers[index].key) + nullable_size(&headers[index].value);
    }
    Py_ssize_t total = uvarint_size(zigzag(body)) + body;
    Py_ssize_t used = PyByteArray_GET_SIZE(self->buffer);
    if (self->size_limit >= 0 && self->record_count > 0 && used + total > self->size_limit) {
        Py_RETURN_FALSE;
    }
    if (PyByteArray_Resize(self->buffer, used + total) < 0) {
        return NULL;
    }
    unsigned char *out = (unsigned char *)PyByteArray_AS_STRING(self->buffer) + used;
    out = write_uvarint(out, zigzag(body));
    *out++ = 0; /* attributes */
    out = write_uvarint(out, timestamp_delta);
    out = write_uvarint(out, offset_delta);
    out = write_nullable(out, key);
    out = write_nullable(out, value);
    out = write_uvarint(out, zigzag(header_count));
    for (Py_ssize_t index = 0; index < header_count; index++) {
        out = write_nullable(out, &headers[index].key);
        out = write_nullable(out, &headers[index].value);
    }
    self->record_count++;
    if (timestamp > self->max_timestamp) {
        self->max_timestamp = timestamp;
    }
    Py_RETURN_TRUE;
}

static PyObject *kw_timestamp, *kw_key, *kw_value, *kw_headers;

static PyObject *BuilderCore_append(BuilderCore *self, PyObject *const *args, Py_ssize_t nargs,
                                    PyObject *kwnames) {
    PyObject *slots[4] = {NULL, NULL, NULL, Py_None};
    if (nargs > 4) {
        PyErr_SetString(PyExc_TypeError, "append() takes at most 4 arguments");
        return NULL;
    }
    for (Py_ssize_t index = 0; index < nargs; index++) {
        slots[index] = args[index];
    }
    Py_ssize_t kwcount = kwnames == NULL ? 0 : PyTuple_GET_SIZE(kwnames);
    for (Py_ssize_t index = 0; index < kwcount; index++) {
        PyObject *name = PyTuple_GET_ITEM(kwnames, index);
        int slot = name == kw_timestamp || PyUnicode_Compare(name, kw_timestamp) == 0 ? 0
                   : PyUnicode_Compare(name, kw_key) == 0                          ? 1
                   : PyUnicode_Compare(name, kw_value) == 0                        ? 2
                   : PyUnicode_Compare(name, kw_headers) == 0                      ? 3
                                                                                   : -1;
        if (slot < 0 || (slot < nargs)) {
            PyErr_Format(PyExc_TypeError, "append() got an unexpected or repeated argument %R",
                         name);
            return NULL;
        }
        slots[slot] = args[nargs + index];
    }
    if (slots[0] == NULL || slots[1] == NULL || slots[2] == NULL) {
        PyErr_SetString(PyExc_TypeError, "append() needs timestamp, key and value");
        return NULL;
    }
    long long timestamp = PyLong_AsLongLong(slots[0]);
    if (timestamp == -1 && PyErr_Occurred()) {
        return NULL;
    }
    Chunk key, value;
    if (chunk_from(slots[1], &key, 0, 1, "key") < 0) {
        return NULL;
    }
    if (chunk_from(slots[2], &value, 0, 1, "value") < 0) {
        chunk_release(&key);
        return NULL;
    }
    PyObject *result = NULL;
    PyObject *headers_seq = NULL;
    HeaderChunks stack_headers[MAX_STACK_HEADERS];
    HeaderChunks *headers = stack_headers;
    Py_ssize_t header_count = 0;
    if (slots[3] != Py_None) {
        headers_seq = PySequence_Fast(slots[3], "headers must be a sequence of (str, bytes)");
        if (headers_seq == NULL) {
            goto done;
        }
        Py_ssize_t wanted = PySequence_Fast_GET_SIZE(headers_seq);
        if (wanted > MAX_STACK_HEADERS) {
            headers = PyMem_New(HeaderChunks, (size_t)wanted);
            if (headers == NULL) {
                PyErr_NoMemory();
                goto done;
            }
        }
        header_count = collect_headers(headers_seq, headers);
        if (header_count < 0) {
            header_count = 0;
            goto done;
        }
    }
    result = append_encoded(self, timestamp, &key, &value, headers, header_count);
done:
    for (Py_ssize_t index = 0; index < header_count; index++) {
        chunk_release(&headers[index].key);
        chunk_release(&headers[index].value);
    }
    if (headers != stack_headers) {
        PyMem_Free(headers);
    }
    Py_XDECREF(headers_seq);
    chunk_release(&key);
    chunk_release(&value);
    return result;
}

/* append_many(timestamp, keys, values, headers, start) -> int: append(timestamp, keys[i],
 * values[i], headers) for i from start on, until one does not fit; the index of the first not
 * appended. The headers are borrowed once for the whole call. */
static PyObject *BuilderCore_append_many(BuilderCore *self, PyObject *const *args,
                                         Py_ssize_t nargs) {
    if (nargs != 5) {
        PyErr_SetString(PyExc_TypeError,
                        "append_many(timestamp, keys, values, headers, start)");
        return NULL;
    }
    long long timestamp = PyLong_AsLongLong(args[0]);
    if (timestamp == -1 && PyErr_Occurred()) {
        return NULL;
    }
    Py_ssize_t index = PyLong_AsSsize_t(args[4]);
    if (index == -1 && PyErr_Occurred()) {
        return NULL;
    }
    PyObject *values = PySequence_Fast(args[2], "values must be a sequence");
    if (values == NULL) {
        return NULL;
    }
    PyObject *keys = NULL;
    PyObject *headers_seq = NULL;
    PyObject *result = NULL;
    HeaderChunks stack_headers[MAX_STACK_HEADERS];
    HeaderChunks *headers = stack_headers;
    Py_ssize_t header_count = 0;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(values);
    if (args[1] != Py_None) {
        keys = PySequence_Fast(args[1], "keys must be a sequence or None");
        if (keys == NULL) {
            goto done;
        }
        if (PySequence_Fast_GET_SIZE(keys) < count) {
            PyErr_SetString(PyExc_ValueError, "fewer keys than values");
            goto done;
        }
    }
    if (index < 0) {
        PyErr_SetString(PyExc_ValueError, "start must be >= 0");
        goto done;
    }
    if (args[3] != Py_None) {
        headers_seq = PySequence_Fast(args[3], "headers must be a sequence of (str, bytes)");
        if (headers_seq == NULL) {
            goto done;
        }
        Py_ssize_t wanted = PySequence_Fast_GET_SIZE(headers_seq);
        if (wanted > MAX_STACK_HEADERS) {
            headers = PyMem_New(HeaderChunks, (size_t)wanted);
            if (headers == NULL) {
                PyErr_NoMemory();
                goto done;
            }
        }
        header_count = collect_headers(headers_seq, headers);
        if (header_count < 0) {
            header_count = 0;
            goto done;
        }
    }
    PyObject **value_items = PySequence_Fast_ITEMS(values);
    PyObject **key_items = keys == NULL ? NULL : PySequence_Fast_ITEMS(keys);
    for (; index < count; index++) {
        Chunk key, value;
        if (chunk_from(key_items == NULL ? Py_None : key_items[index], &key, 0, 1, "key") < 0) {
            goto done;
        }
        if (chunk_from(value_items[index], &value, 0, 1, "value") < 0) {
            chunk_release(&key);
            goto done;
        }
        PyObject *appended = append_encoded(self, timestamp, &key, &value, headers, header_count);
        chunk_release(&key);
        chunk_release(&value);
        if (appended == NULL) {
            goto done;
        }
        int fitted = appended == Py_True;
        Py_DECREF(appended);
        if (!fitted) {
            break;
        }
    }
    result = PyLong_FromSsize_t(index);
done:
    for (Py_ssize_t i = 0; i < header_count; i++) {
        chunk_release(&headers[i].key);
        chunk_release(&headers[i].value);
    }
    if (headers != stack_headers) {
        PyMem_Free(headers);
    }
    Py_XDECREF(headers_seq);
    Py_XDECREF(keys);
    Py_DECREF(values);
    return result;
}

static PyObject *BuilderCore_seal(BuilderCore *self, PyObject *const *args, Py_ssize_t nargs);

static PyMethodDef BuilderCore_methods[] = {
    {"append", (PyCFunction)(void (*)(void))BuilderCore_append, METH_FASTCALL | METH_KEYWORDS,
     "append(timestamp, key, value, headers=None) -> bool: encode one record; False if it "
     "would not fit."},
    {"append_many", (PyCFunction)(void (*)(void))BuilderCore_append_many, METH_FASTCALL,
     "append_many(timestamp, keys, values, headers, start) -> int: append records from start "
     "on until one does not fit; the index of the first not appended."},
    {"seal", (PyCFunction)(void (*)(void))BuilderCore_seal, METH_FASTCALL,
     "seal(body, attributes, base_offset, partition_leader_epoch, producer_id, "
     "producer_epoch, base_sequence) -> bytearray: the finished batch (body None: the "
     "records as appended)."},
    {NULL, NULL, 0, NULL},
};

static PyMemberDef BuilderCore_members[] = {
    {"buffer", T_OBJECT, offsetof(BuilderCore, buffer), READONLY, "the encoded records"},
    {"record_count", T_PYSSIZET, offsetof(BuilderCore, record_count), READONLY, NULL},
    {"base_timestamp", T_LONGLONG, offsetof(BuilderCore, base_timestamp), READONLY, NULL},
    {"max_timestamp", T_LONGLONG, offsetof(BuilderCore, max_timestamp), READONLY, NULL},
    {"size_limit", T_PYSSIZET, offsetof(BuilderCore, size_limit), 0, NULL},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject BuilderCoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "kafka_async.protocol.records._speedups.BuilderCore",
    .tp_basicsize = sizeof(BuilderCore),
    .tp_dealloc = (destructor)BuilderCore_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Per-record half of a RecordBatch v2 builder (compiled twin of _pure.BuilderCore).",
    .tp_methods = BuilderCore_methods,
    .tp_members = BuilderCore_members,
    .tp_init = (initproc)BuilderCore_init,
    .tp_new = PyType_GenericNew,
};

/* ------------------------------------------------------------------ varint functions */

static PyObject *py_encode_varint(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2 || !PyByteArray_Check(args[1])) {
        PyErr_SetString(PyExc_TypeError, "encode_varint(value: int, out: bytearray)");
        return NULL;
    }
    long long value = PyLong_AsLongLong(args[0]);
    if (value == -1 && PyErr_Occurred()) {
        return NULL;
    }
    uint64_t encoded = zigzag(value);
    Py_ssize_t used = PyByteArray_GET_SIZE(args[1]);
    if (PyByteArray_Resize(args[1], used + uvarint_size(encoded)) < 0) {
        return NULL;
    }
    write_uvarint((unsigned char *)PyByteArray_AS_STRING(args[1]) + used, encoded);
    Py_RETURN_NONE;
}

static PyObject *py_decode_varint(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "decode_varint(data, position)");
        return NULL;
    }
    Py_ssize_t position = PyLong_AsSsize_t(args[1]);
    if (position == -1 && PyErr_Occurred()) {
        return NULL;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_SIMPLE) < 0) {
        return NULL;
    }
    int64_t value = 0;
    int failed = position < 0 ? (PyErr_SetString(error_type(), "negative position"), -1)
                              : read_varint(view.buf, &position, view.len, &value);
    PyBuffer_Release(&view);
    if (failed < 0) {
        return NULL;
    }
    return Py_BuildValue("(Ln)", (long long)value, position);
}

#ifdef CLOCK_REALTIME
/* now_ms() -> int: the wall clock in whole milliseconds since the epoch, as
   time.time_ns() // 1_000_000 (the same clock: CLOCK_REALTIME), for a record's CreateTime.
   Producer.send reads it once a record; from Python, the call and the division of a
   nanosecond integer cost ~180 ns on this host, about a twentieth of a send. */
static PyObject *py_now_ms(PyObject *module, PyObject *unused) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) {
        return PyErr_SetFromErrno(PyExc_OSError);
    }
    return PyLong_FromLongLong((long long)now.tv_sec * 1000 + now.tv_nsec / 1000000);
}
#endif

static PyObject *py_varint_size(PyObject *module, PyObject *value_obj) {
    long long value = PyLong_AsLongLong(value_obj);
    if (value == -1 && PyErr_Occurred()) {
        return NULL;
    }
    return PyLong_FromSsize_t(uvarint_size(zigzag(value)));
}

/* The byte offset of a __slots__ member, or -1 with TypeError set. */
static Py_ssize_t slot_of(PyObject *type, const char *name) {
    PyObject *descriptor = PyObject_GetAttrString(type, name);
    if (descriptor == NULL) {
        return -1;
    }
    Py_ssize_t offset = -1;
    if (Py_TYPE(descriptor) == &PyMemberDescr_Type) {
        PyMemberDef *member = ((PyMemberDescrObject *)descriptor)->d_member;
        if (member->type == T_OBJECT_EX && !(member->flags & READONLY)) {
            offset = member->offset;
        }
    }
    Py_DECREF(descriptor);
    if (offset < 0) {
        PyErr_Format(PyExc_TypeError, "record_type.%s must be a __slots__ member", name);
    }
    return offset;
}

static PyObject *configure(PyObject *module, PyObject *args) {
    PyObject *new_record_type, *new_error;
    if (!PyArg_ParseTuple(args, "O!O!", &PyType_Type, &new_record_type, &PyType_Type,
                          &new_error)) {
        return NULL;
    }
    PyTypeObject *type = (PyTypeObject *)new_record_type;
    if (type->tp_itemsize != 0 || type->tp_dictoffset != 0 ||
        (slot_offset = slot_of(new_record_type, "offset")) < 0 ||
        (slot_timestamp = slot_of(new_record_type, "timestamp")) < 0 ||
        (slot_key = slot_of(new_record_type, "key")) < 0 ||
        (slot_value = slot_of(new_record_type, "value")) < 0 ||
        (slot_headers = slot_of(new_record_type, "headers")) < 0) {
        if (!PyErr_Occurred()) {
            PyErr_SetString(PyExc_TypeError, "record_type must be a plain __slots__ class");
        }
        return NULL;
    }
    Py_INCREF(new_record_type);
    Py_XSETREF(record_type, new_record_type);
    Py_INCREF(new_error);
    Py_XSETREF(corrupt_error, new_error);
    Py_RETURN_NONE;
}

#include "_speedups_batchfields.h"
#include "_speedups_handle.h"
#include "_speedups_batches.h"
#include "_speedups_seal.h"
#include "_speedups_produce.h"
#include "_speedups_columns.h"
#include "_speedups_render.h"

static PyMethodDef module_methods[] = {
    {"configure", configure, METH_VARARGS,
     "configure(record_type, error_type): the Record class to build and the error to raise."},
    {"walk_batches", (PyCFunction)(void (*)(void))walk_batches, METH_FASTCALL,
     "walk_batches(batch_type, view, position, check_crcs, max_decompressed_bytes, "
     "implementation) -> iterator over the whole v2 batches from position on"},
    {"batch_iter_method", batch_iter_method, METH_O,
     "batch_iter_method(batch_type): a C __iter__ for batch.RecordBatch."},
    {"crc32c", py_crc32c, METH_O, "crc32c(data) -> int: CRC-32C (Castagnoli) of a buffer."},
    {"read_lone_produce", (PyCFunction)(void (*)(void))py_read_lone_produce, METH_FASTCALL,
     "read_lone_produce(body, start, version) -> (topic, index, error_code, base_offset, "
     "log_append_time_ms, log_start_offset, throttle_time_ms) | None"},
    {"murmur2", py_murmur2, METH_O, "murmur2(data) -> int: Kafka's murmur2 of a buffer, unsigned."},
    {"split_by_key", (PyCFunction)(void (*)(void))split_by_key, METH_FASTCALL,
     "split_by_key(keys, values, partition_count) -> {partition | None: (keys, values)}"},
    {"decode_records", (PyCFunction)(void (*)(void))decode_records, METH_FASTCALL,
     "decode_records(data, position, end, count, base_offset, base_timestamp, "
     "log_append_time) -> list[Record]"},
    {"decode_slice", (PyCFunction)(void (*)(void))decode_slice, METH_FASTCALL,
     "decode_slice(data, position, end, count, base_offset, base_timestamp, log_append_time, "
     "limit) -> (list[Record], position): the next min(count, limit) records"},
    {"encode_varint", (PyCFunction)(void (*)(void))py_encode_varint, METH_FASTCALL,
     "encode_varint(value, out): append a zig-zag varint to a bytearray."},
    {"decode_varint", (PyCFunction)(void (*)(void))py_decode_varint, METH_FASTCALL,
     "decode_varint(data, position) -> (value, next_position)"},
    {"varint_size", py_varint_size, METH_O, "varint_size(value) -> int"},
#ifdef CLOCK_REALTIME
    {"now_ms", py_now_ms, METH_NOARGS,
     "now_ms() -> int: wall-clock milliseconds since the epoch (time.time_ns() // 1_000_000)"},
#endif
    {"adopt_handle_methods", adopt_handle_methods, METH_O,
     "adopt_handle_methods(namespace) -> the C RecordHandle, with the pure class's methods"},
    {"run_callbacks", (PyCFunction)(void (*)(void))run_callbacks, METH_FASTCALL,
     "run_callbacks(flat, on_error): flat[i + 1](flat[i]) for each pair, in order"},
    {"records_to_tuples", (PyCFunction)(void (*)(void))records_to_tuples, METH_FASTCALL,
     "records_to_tuples(tuple_type, records, topic, partition, timestamp_type, epoch, "
     "min_offset) -> list of 9-field tuples (the consumer's ConsumerRecord)"},
    {"measure_headers", measure_headers, METH_O,
     "measure_headers(headers) -> int: rough encoded size of (str, bytes | None) pairs"},
    {"measure_items", measure_items, METH_O,
     "measure_items(items) -> (longest, nulls) of bytes-like items and Nones"},
    {"interleave_rows", (PyCFunction)(void (*)(void))interleave_rows, METH_FASTCALL,
     "interleave_rows(parts, rows) -> bytes: literals and column values, row by row"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef speedups_module = {
    PyModuleDef_HEAD_INIT, "_speedups",
    "Compiled twin of kafka_async.protocol.records._pure (record encode/decode, varints).", -1,
    module_methods,
};

PyMODINIT_FUNC PyInit__speedups(void) {
    if (PyType_Ready(&BuilderCoreType) < 0 || PyType_Ready(&BatchWalkerType) < 0 ||
        PyType_Ready(&ColumnsCoreType) < 0 || PyType_Ready(&BatchFieldsType) < 0 ||
        PyType_Ready(&RecordHandleType) < 0) {
        return NULL;
    }
    kw_timestamp = PyUnicode_InternFromString("timestamp");
    kw_key = PyUnicode_InternFromString("key");
    kw_value = PyUnicode_InternFromString("value");
    kw_headers = PyUnicode_InternFromString("headers");
    empty_tuple = PyTuple_New(0);
    crc32c_init();
    crc32c_load_package();
    if (kw_timestamp == NULL || kw_key == NULL || kw_value == NULL || kw_headers == NULL ||
        empty_tuple == NULL) {
        return NULL;
    }
    PyObject *module = PyModule_Create(&speedups_module);
    if (module == NULL) {
        return NULL;
    }
    /* The interface revision _impl.load_speedups expects: bumped whenever a function's
       signature or behaviour changes, so a module built from an older tree is refused. */
    if (PyModule_AddIntConstant(module, "INTERFACE", 7) < 0) {
        Py_DECREF(module);
        return NULL;
    }
    Py_INCREF(&BuilderCoreType);
    if (PyModule_AddObject(module, "BuilderCore", (PyObject *)&BuilderCoreType) < 0) {
        Py_DECREF(&BuilderCoreType);
        Py_DECREF(module);
        return NULL;
    }
    Py_INCREF(&BatchFieldsType);
    if (PyModule_AddObject(module, "BatchFields", (PyObject *)&BatchFieldsType) < 0) {
        Py_DECREF(&BatchFieldsType);
        Py_DECREF(module);
        return NULL;
    }
    Py_INCREF(&ColumnsCoreType);
    if (PyModule_AddObject(module, "ColumnsCore", (PyObject *)&ColumnsCoreType) < 0) {
        Py_DECREF(&ColumnsCoreType);
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
