#!/usr/bin/env bash
# Build the C extension with AddressSanitizer + UBSan + libFuzzer coverage into a copy of the
# package (.cache/fuzz/tree), for `make fuzz`. clang is needed (gcc has no libFuzzer coverage);
# the Makefile installs it from Debian when missing.
set -euo pipefail
PY=${PY:-.venv/bin/python}
OUT=${FUZZ_TREE:-.cache/fuzz/tree}
rm -rf "$OUT"
mkdir -p "$OUT"
cp -r kafka_async "$OUT/"
mkdir -p "$OUT/tests"
touch "$OUT/tests/__init__.py"
cp -r tests/fuzz "$OUT/tests/"
find "$OUT" -name '*.so' -delete
find "$OUT" -name '__pycache__' -prune -exec rm -rf {} +
INCLUDE=$($PY -c "import sysconfig; print(sysconfig.get_paths()['include'])")
SUFFIX=$($PY -c "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX'))")
clang -shared -fPIC -g -O1 -fno-omit-frame-pointer \
  -fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined \
  -I"$INCLUDE" kafka_async/protocol/records/_speedups.c \
  -o "$OUT/kafka_async/protocol/records/_speedups$SUFFIX"
echo "$OUT"
