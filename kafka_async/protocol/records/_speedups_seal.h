/*
 * BuilderCore.seal: a finished RecordBatch v2 (the 61-byte header, then the records section,
 * the CRC-32C over everything from the attributes on) in one call. Compiled twin of
 * _pure.BuilderCore.seal, the reference: same arguments, same bytes, same errors. The
 * producer seals a batch per request; in Python the header's fourteen-field pack, the copy and
 * the CRC are five calls on the path of every record an application awaits.
 */

#define SEAL_HEADER_SIZE 61

static inline void put_be(unsigned char *at, uint64_t value, int size) {
    for (int i = size - 1; i >= 0; i--) {
        at[i] = (unsigned char)(value & 0xFF);
        value >>= 8;
    }
}

/* args[index] as a C long long within [low, high]; -1 with ValueError naming the field. */
static int seal_field(PyObject *const *args, int index, const char *name, long long low,
                      long long high, long long *out) {
    if (!PyLong_Check(args[index])) {
        PyErr_Format(PyExc_TypeError, "seal(): %s must be an int, got %s", name,
                     Py_TYPE(args[index])->tp_name);
        return -1;
    }
    int overflow = 0;
    long long value = PyLong_AsLongLongAndOverflow(args[index], &overflow);
    if (value == -1 && PyErr_Occurred()) {
        return -1;
    }
    if (overflow || value < low || value > high) {
        PyErr_Format(PyExc_ValueError, "seal(): %s out of range [%lld, %lld]", name, low, high);
        return -1;
    }
    *out = value;
    return 0;
}

static PyObject *BuilderCore_seal(BuilderCore *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 7) {
        PyErr_Format(PyExc_TypeError, "seal() takes 7 arguments (%zd given)", nargs);
        return NULL;
    }
    long long attributes, base_offset, leader_epoch, producer_id, producer_epoch, sequence;
    if (seal_field(args, 1, "attributes", INT16_MIN, INT16_MAX, &attributes) < 0 ||
        seal_field(args, 2, "base_offset", INT64_MIN, INT64_MAX, &base_offset) < 0 ||
        seal_field(args, 3, "partition_leader_epoch", INT32_MIN, INT32_MAX, &leader_epoch) < 0 ||
        seal_field(args, 4, "producer_id", INT64_MIN, INT64_MAX, &producer_id) < 0 ||
        seal_field(args, 5, "producer_epoch", INT16_MIN, INT16_MAX, &producer_epoch) < 0 ||
        seal_field(args, 6, "base_sequence", INT32_MIN, INT32_MAX, &sequence) < 0) {
        return NULL;
    }
    PyObject *body_obj = args[0] == Py_None ? self->buffer : args[0];
    Py_buffer body;
    if (PyObject_GetBuffer(body_obj, &body, PyBUF_SIMPLE) < 0) {
        return NULL;
    }
    Py_ssize_t count = self->record_count;
    if (body.len > (Py_ssize_t)INT32_MAX - (SEAL_HEADER_SIZE - 12) || count > INT32_MAX) {
        PyBuffer_Release(&body);
        PyErr_SetString(PyExc_ValueError, "seal(): the batch is larger than a batch can be");
        return NULL;
    }
    PyObject *out = PyByteArray_FromStringAndSize(NULL, SEAL_HEADER_SIZE + body.len);
    if (out == NULL) {
        PyBuffer_Release(&body);
        return NULL;
    }
    unsigned char *at = (unsigned char *)PyByteArray_AS_STRING(out);
    put_be(at, (uint64_t)base_offset, 8);
    put_be(at + 8, (uint64_t)(SEAL_HEADER_SIZE - 12 + body.len), 4); /* batch_length */
    put_be(at + 12, (uint64_t)leader_epoch, 4);
    at[16] = 2; /* magic */
    put_be(at + 21, (uint64_t)attributes, 2);
    put_be(at + 23, (uint64_t)(count > 0 ? count - 1 : 0), 4); /* last_offset_delta */
    put_be(at + 27, (uint64_t)(count ? self->base_timestamp : -1), 8);
    put_be(at + 35, (uint64_t)(count ? self->max_timestamp : -1), 8);
    put_be(at + 43, (uint64_t)producer_id, 8);
    put_be(at + 51, (uint64_t)producer_epoch, 2);
    put_be(at + 53, (uint64_t)sequence, 4);
    put_be(at + 57, (uint64_t)count, 4);
    memcpy(at + SEAL_HEADER_SIZE, body.buf, (size_t)body.len);
    PyBuffer_Release(&body);
    Py_ssize_t covered = SEAL_HEADER_SIZE - BATCH_CRC_START + body.len;
    uint32_t crc;
    if (covered < CRC_DELEGATE_MIN_BYTES || crc32c_function == NULL) {
        crc = crc32c(at + BATCH_CRC_START, (size_t)covered);
    } else { /* large: the crc32c package interleaves streams (see batch_crc_matches) */
        PyObject *view = PyMemoryView_FromObject(out);
        PyObject *tail = view == NULL ? NULL : PySequence_GetSlice(
            view, BATCH_CRC_START, SEAL_HEADER_SIZE + body.len);
        Py_XDECREF(view);
        PyObject *result = tail == NULL ? NULL : PyObject_CallOneArg(crc32c_function, tail);
        Py_XDECREF(tail);
        unsigned long computed = result == NULL ? 0 : PyLong_AsUnsignedLong(result);
        Py_XDECREF(result);
        if (result == NULL || (computed == (unsigned long)-1 && PyErr_Occurred())) {
            Py_DECREF(out);
            return NULL;
        }
        crc = (uint32_t)computed;
    }
    put_be(at + 17, crc, 4);
    return out;
}
