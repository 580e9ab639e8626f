/*
 * RecordHandle, the C twin of producer/batch.py's _PureRecordHandle (included once, into
 * _speedups.c; the extension is one translation unit split into files to keep each short).
 *
 * send() makes one handle per record, and the handle lives until its batch is acknowledged.
 * This type holds the same three fields in C; its methods are the pure class's own Python
 * functions, copied into its dictionary by adopt_handle_methods() (batch.py does that once),
 * so there is one implementation of the behaviour. What C changes is the cost:
 * - making one: a vectorcall of the type, no argument tuple, no Python __init__ frame
 *   (~135 -> ~45 ns);
 * - the garbage collector: instances are not tracked. With a delivery callback per record the
 *   pending handles were most of what the collector walked, 7-16 % of the producer's CPU.
 *   What that gives up: the collector cannot see a handle's reference to its batch, so a
 *   cycle through a handle is freed only when broken. There is one while a record with a
 *   callback is pending (batch -> its callback list -> handle -> batch); it is broken when the
 *   batch resolves, and every batch resolves (delivered, failed, or failed by close()).
 * run_callbacks() is the twin of ProducerBatch's _run_callbacks_pure.
 */
#ifndef KAFKA_ASYNC_SPEEDUPS_HANDLE_H
#define KAFKA_ASYNC_SPEEDUPS_HANDLE_H

typedef struct {
    PyObject_HEAD
    PyObject *batch;     /* _batch: the ProducerBatch the record went into */
    PyObject *index;     /* _index: the record's index in it */
    PyObject *timestamp; /* timestamp: the record's CreateTime */
} RecordHandle;

static PyTypeObject RecordHandleType;

static PyObject *new_handle(PyObject *batch, PyObject *index, PyObject *timestamp) {
    RecordHandle *self = PyObject_New(RecordHandle, &RecordHandleType);
    if (self == NULL) {
        return NULL;
    }
    self->batch = Py_NewRef(batch);
    self->index = Py_NewRef(index);
    self->timestamp = Py_NewRef(timestamp);
    return (PyObject *)self;
}

static PyObject *RecordHandle_vectorcall(PyObject *type, PyObject *const *args, size_t nargsf,
                                         PyObject *kwnames) {
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    if (nargs != 3 || (kwnames != NULL && PyTuple_GET_SIZE(kwnames) != 0)) {
        PyErr_SetString(PyExc_TypeError, "RecordHandle(batch, index, timestamp)");
        return NULL;
    }
    return new_handle(args[0], args[1], args[2]);
}

static PyObject *RecordHandle_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    PyObject *batch, *index, *timestamp;
    if ((kwargs != NULL && PyDict_GET_SIZE(kwargs) != 0) ||
        !PyArg_UnpackTuple(args, "RecordHandle", 3, 3, &batch, &index, &timestamp)) {
        if (!PyErr_Occurred()) {
            PyErr_SetString(PyExc_TypeError, "RecordHandle(batch, index, timestamp)");
        }
        return NULL;
    }
    return new_handle(batch, index, timestamp);
}

static void RecordHandle_dealloc(RecordHandle *self) {
    Py_XDECREF(self->batch);
    Py_XDECREF(self->index);
    Py_XDECREF(self->timestamp);
    PyObject_Free(self);
}

/* The pure class's __await__ and __repr__: a static type's slots do not follow its dictionary,
 * so these two call what adopt_handle_methods() found there. */
static PyObject *handle_await_function = NULL;
static PyObject *handle_repr_function = NULL;

static PyObject *RecordHandle_await(PyObject *self) {
    if (handle_await_function == NULL) {
        PyErr_SetString(PyExc_TypeError, "RecordHandle has no methods yet");
        return NULL;
    }
    return PyObject_CallOneArg(handle_await_function, self);
}

static PyObject *RecordHandle_repr(PyObject *self) {
    if (handle_repr_function == NULL) {
        return PyUnicode_FromString("<RecordHandle>");
    }
    return PyObject_CallOneArg(handle_repr_function, self);
}

static PyAsyncMethods RecordHandle_async = {.am_await = RecordHandle_await};

static PyMemberDef RecordHandle_members[] = {
    {"_batch", T_OBJECT_EX, offsetof(RecordHandle, batch), 0, NULL},
    {"_index", T_OBJECT_EX, offsetof(RecordHandle, index), 0, NULL},
    {"timestamp", T_OBJECT_EX, offsetof(RecordHandle, timestamp), 0,
     "the record's timestamp (CreateTime, ms)"},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject RecordHandleType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "kafka_async.producer.batch.RecordHandle",
    .tp_basicsize = sizeof(RecordHandle),
    .tp_dealloc = (destructor)RecordHandle_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = RecordHandle_new,
    .tp_vectorcall = RecordHandle_vectorcall,
    .tp_members = RecordHandle_members,
    .tp_as_async = &RecordHandle_async,
    .tp_repr = RecordHandle_repr,
};

/* adopt_handle_methods(namespace): copy the pure class's methods and properties (its
 * __dict__, less what describes its own layout) into RecordHandle's; once, before any use.
 * Of the special methods, only __await__ and __repr__ are served (by the slots above): the
 * pure class defines no other (tests/producer checks that). */
static PyObject *adopt_handle_methods(PyObject *module, PyObject *namespace) {
    if (!PyDict_Check(namespace) && !PyMapping_Check(namespace)) {
        PyErr_SetString(PyExc_TypeError, "adopt_handle_methods() needs the class's __dict__");
        return NULL;
    }
    static const char *skipped[] = {"__slots__", "__dict__", "__weakref__", "__init__",
                                    "__module__", "__qualname__", "_batch", "_index",
                                    "timestamp", "__annotations__", NULL};
    PyObject *items = PyMapping_Items(namespace);
    if (items == NULL) {
        return NULL;
    }
    PyObject *target = RecordHandleType.tp_dict;
    for (Py_ssize_t at = 0; at < PyList_GET_SIZE(items); at++) {
        PyObject *name = PyTuple_GET_ITEM(PyList_GET_ITEM(items, at), 0);
        PyObject *value = PyTuple_GET_ITEM(PyList_GET_ITEM(items, at), 1);
        int skip = !PyUnicode_Check(name);
        for (int index = 0; !skip && skipped[index] != NULL; index++) {
            skip = PyUnicode_CompareWithASCIIString(name, skipped[index]) == 0;
        }
        if (skip) {
            continue;
        }
        if (PyUnicode_CompareWithASCIIString(name, "__await__") == 0) {
            Py_XSETREF(handle_await_function, Py_NewRef(value));
        } else if (PyUnicode_CompareWithASCIIString(name, "__repr__") == 0) {
            Py_XSETREF(handle_repr_function, Py_NewRef(value));
        }
        if (PyDict_SetItem(target, name, value) < 0) {
            Py_DECREF(items);
            return NULL;
        }
    }
    Py_DECREF(items);
    PyType_Modified(&RecordHandleType);
    return Py_NewRef((PyObject *)&RecordHandleType);
}

/* run_callbacks(flat, on_error): call flat[i + 1](flat[i]) for each pair, in order. A callback
 * that raises an Exception does not stop the others: on_error(exception, callback) is called
 * and the loop goes on (as Java logs a failing send callback); anything else (a
 * KeyboardInterrupt, a cancellation) propagates at once. */
static PyObject *run_callbacks(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2 || !PyList_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "run_callbacks(flat: list, on_error)");
        return NULL;
    }
    PyObject *flat = args[0], *on_error = args[1];
    for (Py_ssize_t at = 0; at + 1 < PyList_GET_SIZE(flat); at += 2) {
        PyObject *argument = Py_NewRef(PyList_GET_ITEM(flat, at));
        PyObject *callback = Py_NewRef(PyList_GET_ITEM(flat, at + 1));
        PyObject *result = PyObject_CallOneArg(callback, argument);
        Py_DECREF(argument);
        if (result == NULL) {
            if (!PyErr_ExceptionMatches(PyExc_Exception)) {
                Py_DECREF(callback);
                return NULL;
            }
            PyObject *type, *value, *traceback;
            PyErr_Fetch(&type, &value, &traceback);
            PyErr_NormalizeException(&type, &value, &traceback);
            if (traceback != NULL && value != NULL) {
                PyException_SetTraceback(value, traceback);
            }
            result = PyObject_CallFunctionObjArgs(on_error, value != NULL ? value : Py_None,
                                                  callback, NULL);
            Py_XDECREF(type);
            Py_XDECREF(value);
            Py_XDECREF(traceback);
        }
        Py_DECREF(callback);
        if (result == NULL) {
            return NULL;
        }
        Py_DECREF(result);
    }
    Py_RETURN_NONE;
}

#endif /* KAFKA_ASYNC_SPEEDUPS_HANDLE_H */
