/*
 * The batch walker for _speedups.c (included once, into that file only, after configure() and
 * slot_of(); the extension is a single translation unit split into files to keep each short).
 *
 * walk_batches() is the C twin of reader.V2BatchRun: an iterator that walks consecutive
 * RecordBatch v2 batches of a fetch response, fills a batch.RecordBatch (a BatchFields, see
 * _speedups_batchfields.h) per batch,
 * checks CRC-32Cs when asked, and decodes the records of small uncompressed batches right away
 * (into the `_records` slot), because for many small batches (a linger.ms=0 producer) the cost
 * is per batch, not per record: a Python generator step, a Python constructor and two Python
 * calls per batch were three times aiokafka's whole per-batch cost. It stops, without raising,
 * at the first thing it does not handle (a partial tail, a legacy or unknown magic, a length
 * below the minimum, a CRC mismatch) and records where; the Python reader takes over from there
 * with the exact same checks and error messages as before.
 *
 * Bounds: every read is inside [position, total) and a batch's end is compared with `total`
 * before any byte of the batch beyond its first 17 is read; nothing is allocated from a length.
 */
#ifndef KAFKA_ASYNC_SPEEDUPS_BATCHES_H
#define KAFKA_ASYNC_SPEEDUPS_BATCHES_H

#define BATCH_HEADER_SIZE 61
#define BATCH_LOG_OVERHEAD 12
#define BATCH_MAGIC_OFFSET 16
#define BATCH_CRC_OFFSET 17
#define BATCH_CRC_START 21
#define BATCH_MIN_LENGTH (BATCH_HEADER_SIZE - BATCH_LOG_OVERHEAD)
/* Uncompressed batches up to this size have their records decoded by the walker; bigger ones
 * stay lazy (decoded when iterated), their per-batch cost being a negligible share. 16 KiB is
 * Java's default batch.size, so it covers what a typical producer writes. */
#define EAGER_DECODE_MAX_BYTES 16384


/* ------------------------------------------------------------------------------ CRC-32C */

static uint32_t crc32c_table[8][256]; /* slicing-by-8, filled by crc32c_init() */
static int crc32c_hardware = 0;

static void crc32c_init(void) {
    for (uint32_t byte = 0; byte < 256; byte++) {
        uint32_t crc = byte;
        for (int bit = 0; bit < 8; bit++) {
            crc = (crc >> 1) ^ (0x82F63B78u & (0u - (crc & 1u)));
        }
        crc32c_table[0][byte] = crc;
    }
    for (int slice = 1; slice < 8; slice++) {
        for (int byte = 0; byte < 256; byte++) {
            uint32_t previous = crc32c_table[slice - 1][byte];
            crc32c_table[slice][byte] = (previous >> 8) ^ crc32c_table[0][previous & 0xFF];
        }
    }
#if defined(__GNUC__) && defined(__x86_64__)
    __builtin_cpu_init();
    crc32c_hardware = __builtin_cpu_supports("sse4.2");
#endif
}

static uint32_t crc32c_software(uint32_t crc, const unsigned char *data, size_t size) {
    while (size >= 8) {
        uint32_t low = crc ^ ((uint32_t)data[0] | (uint32_t)data[1] << 8 |
                              (uint32_t)data[2] << 16 | (uint32_t)data[3] << 24);
        crc = crc32c_table[7][low & 0xFF] ^ crc32c_table[6][(low >> 8) & 0xFF] ^
              crc32c_table[5][(low >> 16) & 0xFF] ^ crc32c_table[4][low >> 24] ^
              crc32c_table[3][data[4]] ^ crc32c_table[2][data[5]] ^
              crc32c_table[1][data[6]] ^ crc32c_table[0][data[7]];
        data += 8;
        size -= 8;
    }
    while (size--) {
        crc = (crc >> 8) ^ crc32c_table[0][(crc ^ *data++) & 0xFF];
    }
    return crc;
}

#if defined(__GNUC__) && defined(__x86_64__)
__attribute__((target("sse4.2"))) static uint32_t crc32c_sse42(uint32_t crc,
                                                               const unsigned char *data,
                                                               size_t size) {
    uint64_t wide = crc;
    while (size >= 8) {
        uint64_t word;
        memcpy(&word, data, 8);
        wide = __builtin_ia32_crc32di(wide, word);
        data += 8;
        size -= 8;
    }
    crc = (uint32_t)wide;
    while (size--) {
        crc = __builtin_ia32_crc32qi(crc, *data++);
    }
    return crc;
}
#endif

/* CRC-32C (Castagnoli, as Kafka's batches use) of data[0:size]. */
static uint32_t crc32c(const unsigned char *data, size_t size) {
#if defined(__GNUC__) && defined(__x86_64__)
    if (crc32c_hardware) {
        return ~crc32c_sse42(0xFFFFFFFFu, data, size);
    }
#endif
    return ~crc32c_software(0xFFFFFFFFu, data, size);
}

/* crc32c.crc32c (the package batch.py uses, loaded by records/_crc.py), or NULL: for big
 * batches it is faster than the single-stream loop above (it interleaves streams), which the
 * call overhead cannot outweigh from this size on. Small batches, the per-batch-cost case, stay in C. */
static PyObject *crc32c_function = NULL;
#define CRC_DELEGATE_MIN_BYTES 4096

static void crc32c_load_package(void) {
    PyObject *package = PyImport_ImportModule("kafka_async.protocol.records._crc");
    if (package == NULL) {
        PyErr_Clear(); /* then every CRC is computed here */
        return;
    }
    crc32c_function = PyObject_GetAttrString(package, "crc32c");
    Py_DECREF(package);
    if (crc32c_function == NULL) {
        PyErr_Clear();
    }
}

static PyObject *slice_view(PyObject *view_obj, Py_ssize_t position, Py_ssize_t end);

/* Whether the stored CRC-32C of the whole batch view_obj[position:end] matches: 1, 0, or -1
 * with an exception set. */
static int batch_crc_matches(PyObject *view_obj, const unsigned char *buffer, Py_ssize_t position,
                             Py_ssize_t end) {
    const unsigned char *at = buffer + position;
    uint32_t stored = (uint32_t)((uint32_t)at[BATCH_CRC_OFFSET] << 24 |
                                 (uint32_t)at[BATCH_CRC_OFFSET + 1] << 16 |
                                 (uint32_t)at[BATCH_CRC_OFFSET + 2] << 8 |
                                 (uint32_t)at[BATCH_CRC_OFFSET + 3]);
    Py_ssize_t size = end - position - BATCH_CRC_START;
    if (size < CRC_DELEGATE_MIN_BYTES || crc32c_function == NULL) {
        return crc32c(at + BATCH_CRC_START, (size_t)size) == stored;
    }
    PyObject *covered = slice_view(view_obj, position + BATCH_CRC_START, end);
    if (covered == NULL) {
        return -1;
    }
    PyObject *result = PyObject_CallOneArg(crc32c_function, covered);
    Py_DECREF(covered);
    if (result == NULL) {
        return -1;
    }
    unsigned long computed = PyLong_AsUnsignedLong(result);
    Py_DECREF(result);
    if (computed == (unsigned long)-1 && PyErr_Occurred()) {
        return -1;
    }
    return computed == stored;
}

static PyObject *py_crc32c(PyObject *module, PyObject *data) {
    Py_buffer view;
    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) < 0) {
        return NULL;
    }
    uint32_t crc = crc32c(view.buf, (size_t)view.len);
    PyBuffer_Release(&view);
    return PyLong_FromUnsignedLong(crc);
}

/* Kafka's murmur2 (Utils.murmur2: 32-bit, seed 0x9747b28c, little-endian words), unsigned.
   Not a record codec, but the producer hashes every keyed record with it, and the pure-Python
   loop costs microseconds per key. */
static uint32_t murmur2_of(const unsigned char *bytes, Py_ssize_t length) {
    const uint32_t m = 0x5bd1e995u;
    uint32_t h = 0x9747b28cu ^ (uint32_t)length;
    Py_ssize_t words = length >> 2;
    for (Py_ssize_t i = 0; i < words; i++) {
        const unsigned char *w = bytes + 4 * i;
        uint32_t k = (uint32_t)w[0] | ((uint32_t)w[1] << 8) | ((uint32_t)w[2] << 16) |
                     ((uint32_t)w[3] << 24);
        k *= m;
        k ^= k >> 24;
        k *= m;
        h *= m;
        h ^= k;
    }
    Py_ssize_t base = length & ~(Py_ssize_t)3;
    switch (length & 3) {
        case 3: h ^= (uint32_t)bytes[base + 2] << 16; /* fall through */
        case 2: h ^= (uint32_t)bytes[base + 1] << 8;  /* fall through */
        case 1: h ^= (uint32_t)bytes[base]; h *= m;
    }
    h ^= h >> 13;
    h *= m;
    h ^= h >> 15;
    return h;
}

static PyObject *py_murmur2(PyObject *module, PyObject *data) {
    Py_buffer view;
    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) < 0) {
        return NULL;
    }
    uint32_t h = murmur2_of((const unsigned char *)view.buf, view.len);
    PyBuffer_Release(&view);
    return PyLong_FromUnsignedLong(h);
}

/* split_by_key(keys, values, partition_count) -> {partition | None: (keys, values)}: a keyed
   send_many's records grouped by the partition Java's default partitioner picks for each key
   (toPositive(murmur2(key)) % partition_count; None for a null key), each group's keys and
   values in input order. One pass in C instead of a hash, a dict lookup and two appends per
   record in Python. The pure twin is producer.partitioner.split_by_key_pure. */
static PyObject *split_by_key(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "split_by_key(keys, values, partition_count)");
        return NULL;
    }
    Py_ssize_t partitions = PyLong_AsSsize_t(args[2]);
    if (partitions == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (partitions <= 0) {
        PyErr_SetString(PyExc_ValueError, "partition_count must be positive");
        return NULL;
    }
    PyObject *keys = PySequence_Fast(args[0], "keys must be a sequence");
    if (keys == NULL) {
        return NULL;
    }
    PyObject *values = PySequence_Fast(args[1], "values must be a sequence");
    PyObject **key_lists = NULL, **value_lists = NULL;
    PyObject *result = NULL;
    if (values == NULL) {
        goto done;
    }
    Py_ssize_t count = PySequence_Fast_GET_SIZE(values);
    if (PySequence_Fast_GET_SIZE(keys) != count) {
        PyErr_SetString(PyExc_ValueError, "keys and values differ in length");
        goto done;
    }
    /* one slot per partition, and the last one for null keys */
    key_lists = PyMem_Calloc((size_t)partitions + 1, sizeof(PyObject *));
    value_lists = PyMem_Calloc((size_t)partitions + 1, sizeof(PyObject *));
    if (key_lists == NULL || value_lists == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    PyObject **key_items = PySequence_Fast_ITEMS(keys);
    PyObject **value_items = PySequence_Fast_ITEMS(values);
    for (Py_ssize_t index = 0; index < count; index++) {
        PyObject *key = key_items[index];
        Py_ssize_t slot = partitions;
        if (key != Py_None) {
            Py_buffer view;
            if (PyObject_GetBuffer(key, &view, PyBUF_SIMPLE) < 0) {
                goto done;
            }
            uint32_t h = murmur2_of((const unsigned char *)view.buf, view.len);
            PyBuffer_Release(&view);
            slot = (Py_ssize_t)((h & 0x7FFFFFFFu) % (uint32_t)partitions);
        }
        if (key_lists[slot] == NULL) {
            key_lists[slot] = PyList_New(0);
            value_lists[slot] = PyList_New(0);
            if (key_lists[slot] == NULL || value_lists[slot] == NULL) {
                goto done;
            }
        }
        if (PyList_Append(key_lists[slot], key) < 0 ||
            PyList_Append(value_lists[slot], value_items[index]) < 0) {
            goto done;
        }
    }
    result = PyDict_New();
    if (result == NULL) {
        goto done;
    }
    for (Py_ssize_t slot = 0; slot <= partitions; slot++) {
        if (key_lists[slot] == NULL) {
            continue;
        }
        PyObject *partition = slot == partitions ? Py_NewRef(Py_None) : PyLong_FromSsize_t(slot);
        PyObject *pair = partition == NULL ? NULL
                         : PyTuple_Pack(2, key_lists[slot], value_lists[slot]);
        int failed = pair == NULL || PyDict_SetItem(result, partition, pair) < 0;
        Py_XDECREF(partition);
        Py_XDECREF(pair);
        if (failed) {
            Py_CLEAR(result);
            goto done;
        }
    }
done:
    if (key_lists != NULL) {
        for (Py_ssize_t slot = 0; slot <= partitions; slot++) {
            Py_XDECREF(key_lists[slot]);
        }
        PyMem_Free(key_lists);
    }
    if (value_lists != NULL) {
        for (Py_ssize_t slot = 0; slot <= partitions; slot++) {
            Py_XDECREF(value_lists[slot]);
        }
        PyMem_Free(value_lists);
    }
    Py_XDECREF(values);
    Py_DECREF(keys);
    return result;
}

/* ------------------------------------------------------------------------ batch views */



static inline uint64_t read_be(const unsigned char *at, int size) {
    uint64_t value = 0;
    for (int index = 0; index < size; index++) {
        value = (value << 8) | at[index];
    }
    return value;
}

static inline long long be64(const unsigned char *at) {
    return (long long)read_be(at, 8);
}

static inline long long be32(const unsigned char *at) {
    return (long long)(int32_t)((uint32_t)at[0] << 24 | (uint32_t)at[1] << 16 |
                                (uint32_t)at[2] << 8 | (uint32_t)at[3]);
}

static inline long long be16(const unsigned char *at) {
    return (long long)(int16_t)(uint16_t)((unsigned)at[0] << 8 | (unsigned)at[1]);
}

/* The 13 header fields at `at`, as C integers, in wire (BatchFields.fields) order. */
static void parse_header(const unsigned char *at, long long *fields) {
    fields[0] = be64(at);                            /* base_offset */
    fields[1] = be32(at + 8);                        /* batch_length */
    fields[2] = be32(at + 12);                       /* partition_leader_epoch */
    fields[3] = (long long)(signed char)at[16];      /* magic */
    fields[4] = (long long)(uint32_t)be32(at + 17);  /* crc (unsigned) */
    fields[5] = be16(at + 21);                       /* attributes */
    fields[6] = be32(at + 23);                       /* last_offset_delta */
    fields[7] = be64(at + 27);                       /* base_timestamp */
    fields[8] = be64(at + 35);                       /* max_timestamp */
    fields[9] = be64(at + 43);                       /* producer_id */
    fields[10] = be16(at + 51);                      /* producer_epoch */
    fields[11] = be32(at + 53);                      /* base_sequence */
    fields[12] = be32(at + 57);                      /* record_count */
}

enum { F_BASE_OFFSET = 0, F_ATTRIBUTES = 5, F_BASE_TIMESTAMP = 7, F_MAX_TIMESTAMP = 8,
       F_RECORD_COUNT = 12 };

/* The records of an uncompressed batch, decoded now; Py_None (lazy) if the batch is too big
 * or compressed, or if its records are corrupt: iterating it later raises the error, named
 * after the batch, exactly where the pure path raises it. NULL only for MemoryError & co. */
static PyObject *eager_records(const unsigned char *batch, Py_ssize_t size,
                               const long long *fields) {
    if ((fields[F_ATTRIBUTES] & 0x07) != 0 || size > EAGER_DECODE_MAX_BYTES ||
        record_type == NULL) {
        Py_RETURN_NONE;
    }
    int log_append = (fields[F_ATTRIBUTES] & 0x08) != 0;
    int timestamp_field = log_append ? F_MAX_TIMESTAMP : F_BASE_TIMESTAMP;
    /* the first record's offset and timestamp are usually these: made once, shared */
    PyObject *base_offset = PyLong_FromLongLong(fields[F_BASE_OFFSET]);
    PyObject *timestamp = PyLong_FromLongLong(fields[timestamp_field]);
    if (base_offset == NULL || timestamp == NULL) {
        Py_XDECREF(base_offset);
        Py_XDECREF(timestamp);
        return NULL;
    }
    DecodeContext context = {fields[F_BASE_OFFSET], fields[F_BASE_TIMESTAMP],
                             log_append ? fields[F_MAX_TIMESTAMP] : -1, base_offset, timestamp,
                             fields[timestamp_field], NULL};
    if (log_append && fields[F_MAX_TIMESTAMP] < 0) {
        context.previous_timestamp = NULL; /* a negative LogAppendTime is not applied */
    }
    Py_ssize_t position = BATCH_HEADER_SIZE;
    PyObject *records = decode_section(batch, &position, size, fields[F_RECORD_COUNT],
                                       fields[F_RECORD_COUNT], &context, 1);
    Py_DECREF(base_offset);
    Py_DECREF(timestamp);
    if (records == NULL && PyErr_ExceptionMatches(error_type())) {
        PyErr_Clear();
        Py_RETURN_NONE;
    }
    return records;
}

/* 1 if the walker can fill instances of `type` itself (a subclass of BatchFields adding no
 * instance storage, as batch.RecordBatch with __slots__ = ()); 0 for any other class, which
 * is constructed by calling it, as the pure walker does (a RecordBatch on the pure
 * _PureBatchFields: KAFKA_ASYNC_NO_EXTENSIONS=1 while a test drives this walker). */
static int fills_batch_type(PyObject *type) {
    return PyType_Check(type) && PyType_IsSubtype((PyTypeObject *)type, &BatchFieldsType) &&
           ((PyTypeObject *)type)->tp_basicsize == (Py_ssize_t)sizeof(BatchFields) &&
           ((PyTypeObject *)type)->tp_dictoffset == 0;
}

static PyObject *records_attribute = NULL; /* "_records" */

/* make_batch() for a class the walker does not fill: batch_type(data, cap, implementation),
 * then the eagerly decoded records into its `_records`. */
static PyObject *call_batch_type(PyObject *batch_type, PyObject *view_obj,
                                 const unsigned char *buffer, Py_ssize_t position,
                                 Py_ssize_t end, PyObject *cap, PyObject *implementation) {
    PyObject *data = slice_view(view_obj, position, end);
    if (data == NULL) {
        return NULL;
    }
    PyObject *batch = PyObject_CallFunctionObjArgs(batch_type, data, cap, implementation, NULL);
    Py_DECREF(data);
    if (batch == NULL) {
        return NULL;
    }
    long long fields[BATCH_HEADER_FIELDS];
    parse_header(buffer + position, fields);
    PyObject *records = eager_records(buffer + position, end - position, fields);
    if (records == NULL || (records_attribute == NULL &&
                            (records_attribute = PyUnicode_InternFromString("_records")) == NULL) ||
        PyObject_SetAttr(batch, records_attribute, records) < 0) {
        Py_XDECREF(records);
        Py_DECREF(batch);
        return NULL;
    }
    Py_DECREF(records);
    return batch;
}

/* A new batch_type instance for view_obj[position:end] (whole, checked by the caller): its
 * header fields as C integers, its bytes as a slice made only when asked for. */
static PyObject *make_batch(PyObject *batch_type, PyObject *view_obj,
                            const unsigned char *buffer, Py_ssize_t position, Py_ssize_t end,
                            PyObject *cap, PyObject *implementation) {
    if (!fills_batch_type(batch_type)) {
        return call_batch_type(batch_type, view_obj, buffer, position, end, cap, implementation);
    }
    PyTypeObject *type = (PyTypeObject *)batch_type;
    BatchFields *batch = (BatchFields *)type->tp_alloc(type, 0);
    if (batch == NULL) {
        return NULL;
    }
    if (PyObject_IS_GC((PyObject *)batch)) {
        /* Every instance of a Python class is tracked (it references its class, which could
         * reference it back); a RecordBatch's class never holds one, and nothing a batch
         * references can reach it (see _speedups_batchfields.h), so it cannot be in a cycle. */
        PyObject_GC_UnTrack(batch);
    }
    parse_header(buffer + position, batch->fields);
    batch->view = Py_NewRef(view_obj);
    batch->start = position;
    batch->end = end;
    batch->cap = Py_NewRef(cap);
    batch->implementation = Py_NewRef(implementation);
    batch->records = eager_records(buffer + position, end - position, batch->fields);
    if (batch->records == NULL) {
        Py_DECREF(batch);
        return NULL;
    }
    return (PyObject *)batch;
}

/* --------------------------------------------------------------------- BatchWalker */

/* An iterator over the whole, CRC-valid v2 batches from a start position: it yields one batch
 * per step (lazily: in a consumer loop a batch and its records die young, which keeps the
 * garbage collector's work small) and stops, without raising, at the first thing it does not
 * handle; `position` then says where. Not GC-tracked: it references only the memoryview, the
 * cap and the Implementation, none of which can refer back to it. */
typedef struct {
    PyObject_HEAD
    PyObject *batch_type;     /* the class to fill (batch.RecordBatch) */
    PyObject *view_obj;       /* the reader's memoryview */
    PyObject *cap;            /* max_decompressed_bytes, handed to every batch */
    PyObject *implementation; /* handed to every batch */
    Py_buffer view;           /* held until the walk stops */
    int has_view;
    int check_crcs;
    Py_ssize_t position;
} BatchWalker;

static void BatchWalker_release(BatchWalker *self) {
    if (self->has_view) {
        PyBuffer_Release(&self->view);
        self->has_view = 0;
    }
}

static void BatchWalker_dealloc(BatchWalker *self) {
    BatchWalker_release(self);
    Py_XDECREF(self->batch_type);
    Py_XDECREF(self->view_obj);
    Py_XDECREF(self->cap);
    Py_XDECREF(self->implementation);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *BatchWalker_next(BatchWalker *self) {
    if (!self->has_view) {
        return NULL;
    }
    const unsigned char *buffer = self->view.buf;
    Py_ssize_t total = self->view.len;
    Py_ssize_t position = self->position;
    if (total - position > BATCH_MAGIC_OFFSET) {
        const unsigned char *at = buffer + position;
        long long length = (long long)(int32_t)(uint32_t)read_be(at + 8, 4);
        /* legacy, unknown magic, too short or partial: the Python reader decides */
        if (at[BATCH_MAGIC_OFFSET] == 2 && length >= BATCH_MIN_LENGTH &&
            length <= total - position - BATCH_LOG_OVERHEAD) {
            Py_ssize_t end = position + BATCH_LOG_OVERHEAD + (Py_ssize_t)length;
            int crc_ok =
                self->check_crcs ? batch_crc_matches(self->view_obj, buffer, position, end) : 1;
            if (crc_ok < 0) {
                return NULL;
            }
            /* a CRC mismatch: the Python reader raises the error, naming the batch */
            if (crc_ok) {
                PyObject *batch = make_batch(self->batch_type, self->view_obj, buffer, position,
                                             end, self->cap, self->implementation);
                if (batch != NULL) {
                    self->position = end;
                }
                return batch;
            }
        }
    }
    BatchWalker_release(self);
    return NULL;
}

static PyMemberDef BatchWalker_members[] = {
    {"position", T_PYSSIZET, offsetof(BatchWalker, position), READONLY,
     "where the walk is (where it stopped, once exhausted)"},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject BatchWalkerType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "kafka_async.protocol.records._speedups.BatchWalker",
    .tp_basicsize = sizeof(BatchWalker),
    .tp_dealloc = (destructor)BatchWalker_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Iterator over whole v2 batches; see walk_batches().",
    .tp_iter = PyObject_SelfIter,
    .tp_iternext = (iternextfunc)BatchWalker_next,
    .tp_members = BatchWalker_members,
};

/* walk_batches(batch_type, view, position, check_crcs, max_decompressed_bytes, implementation)
 * `view` must be a memoryview (batches keep slices of it as their `data`). */
static PyObject *walk_batches(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 6) {
        PyErr_SetString(PyExc_TypeError, "walk_batches() takes exactly 6 arguments");
        return NULL;
    }
    if (!PyMemoryView_Check(args[1])) {
        PyErr_SetString(PyExc_TypeError, "walk_batches() needs a memoryview");
        return NULL;
    }
    Py_ssize_t position = PyLong_AsSsize_t(args[2]);
    if (position == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (position < 0) {
        PyErr_SetString(PyExc_ValueError, "walk_batches() needs a position >= 0");
        return NULL;
    }
    int check_crcs = PyObject_IsTrue(args[3]);
    if (check_crcs < 0) {
        return NULL;
    }
    BatchWalker *walker = PyObject_New(BatchWalker, &BatchWalkerType);
    if (walker == NULL) {
        return NULL;
    }
    walker->has_view = 0;
    walker->check_crcs = check_crcs;
    walker->position = position;
    Py_INCREF(args[0]);
    walker->batch_type = args[0];
    Py_INCREF(args[1]);
    walker->view_obj = args[1];
    Py_INCREF(args[4]);
    walker->cap = args[4];
    Py_INCREF(args[5]);
    walker->implementation = args[5];
    if (PyObject_GetBuffer(args[1], &walker->view, PyBUF_SIMPLE) < 0) {
        Py_DECREF(walker);
        return NULL;
    }
    walker->has_view = 1;
    return (PyObject *)walker;
}

/* ------------------------------------------------------------------- batch __iter__ */

static Py_ssize_t iter_records_slot = -1; /* offset of `_records` in the class batch_iter serves */
static PyObject *decode_method_name = NULL;

/* RecordBatch.__iter__ in C, the twin of the Python method in batch.py: iterate the records the
 * walker decoded, or decode now (self._decode(), which picks the batch's implementation). As a
 * method descriptor it is called without a Python frame: one frame per batch was a visible
 * share of the per-batch cost. */
static PyObject *batch_iter(PyObject *self, PyObject *unused) {
    PyObject *decoded = *(PyObject **)((char *)self + iter_records_slot);
    if (decoded != NULL && decoded != Py_None) {
        return PyObject_GetIter(decoded);
    }
    PyObject *records = PyObject_CallMethodNoArgs(self, decode_method_name);
    if (records == NULL) {
        return NULL;
    }
    PyObject *iterator = PyObject_GetIter(records);
    Py_DECREF(records);
    return iterator;
}

static PyMethodDef batch_iter_def = {"__iter__", batch_iter, METH_NOARGS,
                                     "Iterate the batch's records (decoded now if need be)."};

/* batch_iter_method(batch_type) -> a method descriptor to install as batch_type.__iter__. */
static PyObject *batch_iter_method(PyObject *module, PyObject *type) {
    if (!PyType_Check(type)) {
        PyErr_SetString(PyExc_TypeError, "batch_iter_method() needs a class");
        return NULL;
    }
    Py_ssize_t offset = slot_of(type, "_records");
    if (offset < 0) {
        return NULL;
    }
    if (decode_method_name == NULL &&
        (decode_method_name = PyUnicode_InternFromString("_decode")) == NULL) {
        return NULL;
    }
    if (iter_records_slot >= 0 && iter_records_slot != offset) {
        PyErr_SetString(PyExc_TypeError, "batch_iter_method() serves one class layout only");
        return NULL;
    }
    iter_records_slot = offset;
    return PyDescr_NewMethod((PyTypeObject *)type, &batch_iter_def);
}

#endif /* KAFKA_ASYNC_SPEEDUPS_BATCHES_H */
