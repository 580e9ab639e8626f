/*
 * BatchFields: the storage of a batch.RecordBatch, in C (included once, into _speedups.c, before
 * _speedups_batches.h; the extension is one translation unit split into files to keep each short).
 *
 * batch.RecordBatch subclasses it when the C twin is active (batch._PureBatchFields, the same
 * attributes as __slots__, otherwise). What it saves per batch, which is what a consumer of
 * many small batches (a linger.ms=0 producer) pays for: the thirteen header fields are C
 * integers, made into int objects only when read; `data`, the batch's bytes as a memoryview
 * slice of the fetch response, is made only when asked for (the records of a small
 * uncompressed batch are decoded by the walker, so most batches are never asked); and the
 * walker untracks the batches it makes from the garbage collector. That is safe: a batch
 * references its bytes, its decoded records, its decompression cap, its Implementation and
 * its class, none of which can refer back to a batch.
 */
#ifndef KAFKA_ASYNC_SPEEDUPS_BATCHFIELDS_H
#define KAFKA_ASYNC_SPEEDUPS_BATCHFIELDS_H

#define BATCH_HEADER_FIELDS 13

typedef struct {
    PyObject_HEAD
    /* base_offset, batch_length, partition_leader_epoch, magic, crc, attributes,
     * last_offset_delta, base_timestamp, max_timestamp, producer_id, producer_epoch,
     * base_sequence, record_count: the v2 header, in wire order */
    long long fields[BATCH_HEADER_FIELDS];
    PyObject *view;           /* the memoryview `data` is a slice of, until it is made */
    Py_ssize_t start, end;    /* the slice of `view` that is this batch */
    PyObject *data;           /* the batch's bytes once made or assigned; else NULL */
    PyObject *cap;            /* _max_decompressed_bytes */
    PyObject *implementation; /* _implementation */
    PyObject *records;        /* _records: a tuple of decoded Records, or None (lazy) */
} BatchFields;

/* view_obj[position:end] as a new memoryview. For the reader's usual 1-D byte view this
 * adjusts a copy of the view in place, which is what slicing does, minus the slice object
 * and its two ints; anything else goes through ordinary slicing. */
static PyObject *slice_view(PyObject *view_obj, Py_ssize_t position, Py_ssize_t end) {
    Py_buffer *source = PyMemoryView_GET_BUFFER(view_obj);
    if (source->ndim != 1 || source->itemsize != 1 || source->shape == NULL ||
        (source->strides != NULL && source->strides[0] != 1) || source->suboffsets != NULL ||
        end > source->len) {
        return PySequence_GetSlice(view_obj, position, end);
    }
    PyObject *slice = PyMemoryView_FromObject(view_obj); /* shares the managed buffer */
    if (slice == NULL) {
        return NULL;
    }
    Py_buffer *target = PyMemoryView_GET_BUFFER(slice);
    target->buf = (char *)source->buf + position;
    target->len = end - position;
    target->shape[0] = end - position;
    return slice;
}

static PyObject *BatchFields_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    /* the subclass's __init__ (batch.RecordBatch) takes the arguments and fills the fields */
    return type->tp_alloc(type, 0);
}

static void BatchFields_dealloc(BatchFields *self) {
    Py_XDECREF(self->view);
    Py_XDECREF(self->data);
    Py_XDECREF(self->cap);
    Py_XDECREF(self->implementation);
    Py_XDECREF(self->records);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *BatchFields_get_data(BatchFields *self, void *closure) {
    if (self->data == NULL) {
        if (self->view == NULL) {
            PyErr_SetString(PyExc_AttributeError, "data");
            return NULL;
        }
        PyObject *slice = slice_view(self->view, self->start, self->end);
        if (slice == NULL) {
            return NULL;
        }
        self->data = slice;
        Py_CLEAR(self->view); /* the slice holds the buffer now */
    }
    return Py_NewRef(self->data);
}

static int BatchFields_set_data(BatchFields *self, PyObject *value, void *closure) {
    if (value == NULL) {
        PyErr_SetString(PyExc_AttributeError, "data cannot be deleted");
        return -1;
    }
    Py_XSETREF(self->data, Py_NewRef(value));
    Py_CLEAR(self->view);
    return 0;
}

static PyGetSetDef BatchFields_getset[] = {
    {"data", (getter)BatchFields_get_data, (setter)BatchFields_set_data,
     "the whole batch's bytes (a memoryview slice of the fetch response), made when asked", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

#define FIELD_MEMBER(name, index)                                                             \
    {name, T_LONGLONG, offsetof(BatchFields, fields) + (index) * sizeof(long long), 0, NULL}

static PyMemberDef BatchFields_members[] = {
    FIELD_MEMBER("base_offset", 0),
    FIELD_MEMBER("batch_length", 1),
    FIELD_MEMBER("partition_leader_epoch", 2),
    FIELD_MEMBER("magic", 3),
    FIELD_MEMBER("crc", 4),
    FIELD_MEMBER("attributes", 5),
    FIELD_MEMBER("last_offset_delta", 6),
    FIELD_MEMBER("base_timestamp", 7),
    FIELD_MEMBER("max_timestamp", 8),
    FIELD_MEMBER("producer_id", 9),
    FIELD_MEMBER("producer_epoch", 10),
    FIELD_MEMBER("base_sequence", 11),
    FIELD_MEMBER("record_count", 12),
    {"_max_decompressed_bytes", T_OBJECT, offsetof(BatchFields, cap), 0, NULL},
    {"_implementation", T_OBJECT, offsetof(BatchFields, implementation), 0, NULL},
    {"_records", T_OBJECT_EX, offsetof(BatchFields, records), 0, NULL},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject BatchFieldsType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "kafka_async.protocol.records._speedups.BatchFields",
    .tp_basicsize = sizeof(BatchFields),
    .tp_dealloc = (destructor)BatchFields_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_doc = "The fields of a v2 record batch, stored in C (base of batch.RecordBatch).",
    .tp_new = BatchFields_new,
    .tp_members = BatchFields_members,
    .tp_getset = BatchFields_getset,
};

#endif /* KAFKA_ASYNC_SPEEDUPS_BATCHFIELDS_H */
