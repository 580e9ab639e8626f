# kafka_async developer commands. Fresh machine: `make demo` and `make test` are all you need.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
JARS   := .cache/kafka/jars
# `make broker` listens here (the docs' examples connect to localhost:9092)
BROKER_PORT ?= 9092
SPARK_JARS := .cache/spark/jars
OAUTH_JARS := .cache/oauth/jars
SUDO   := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: venv docs docs-serve jars spark-jars oauth-jars kerberos fuzz-deps faults fuzz soak bench-spark bench-spark-ingest bench-failover bench-txn bench-cli bench-share kcat test test-unit demo broker generate gen-check lint typecheck check bench bench-quick bench-charts clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q -U pip setuptools wheel
	# compat editable mode: the checkout goes on sys.path, so pkgutil (PySpark's data source
	# lookup) sees the top-level pyspark_kafka_async module as it would in a wheel install.
	$(PY) -m pip install -q -e '.[dev]' --config-settings editable_mode=compat
	touch $(STAMP)

venv: $(STAMP)

# Apache Kafka broker + tools jars from Maven Central, fetched once into .cache/kafka/jars.
$(JARS)/.complete: tools/kafka/pom.xml
	mvn -q -B -f tools/kafka/pom.xml dependency:copy-dependencies -DoutputDirectory=$(abspath $(JARS))
	touch $@

jars: $(JARS)/.complete

# Spark's built-in Kafka source (spark-sql-kafka-0-10 and the few jars pyspark lacks), the anchor the
# kafka_async data source is compared with in tests/spark and benchmarks/bench_spark.py.
$(SPARK_JARS)/.complete: tools/spark/pom.xml
	mvn -q -B -f tools/spark/pom.xml dependency:copy-dependencies -DoutputDirectory=$(abspath $(SPARK_JARS))
	touch $@

spark-jars: $(SPARK_JARS)/.complete

# mock-oauth2-server (a real OAuth 2 / OIDC issuer) for the OAUTHBEARER tests and `make broker
# ARGS=--oauth`; kafka_async.testing.oauth runs it.
$(OAUTH_JARS)/.complete: tools/oauth/pom.xml
	mvn -q -B -f tools/oauth/pom.xml dependency:copy-dependencies -DoutputDirectory=$(abspath $(OAUTH_JARS))
	touch $@

oauth-jars: $(OAUTH_JARS)/.complete

# Kerberos for the GSSAPI tests and `make broker ARGS=--kerberos`: MIT's KDC and client tools
# from Debian, and the gssapi binding (the gssapi extra), which compiles against libkrb5-dev.
KRB5_PACKAGES := krb5-kdc krb5-admin-server krb5-user libkrb5-dev gcc
kerberos: venv
	@missing=0; for tool in krb5kdc kdb5_util kadmin.local kinit krb5-config gcc; do \
	  PATH="$$PATH:/usr/sbin:/sbin" command -v $$tool >/dev/null || missing=1; done; \
	if [ $$missing = 1 ]; then $(SUDO) apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $(KRB5_PACKAGES); fi
	@$(PY) -c "import gssapi" 2>/dev/null || $(PY) -m pip install -q -e '.[gssapi]' --config-settings editable_mode=compat

kcat:
	@command -v kcat >/dev/null || { $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q kcat; }

# clang for the sanitizer build of the C extension (tests/fuzz: ASan + UBSan + libFuzzer
# coverage; gcc has no libFuzzer coverage).
fuzz-deps:
	@command -v clang >/dev/null || { $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q clang; }

# Two processes (pytest-xdist), each taking whole test files: most of the suite waits on
# brokers, so two workers on two cores overlap the waiting (docs/testing.md, "Two processes").
test: venv jars spark-jars oauth-jars kerberos kcat fuzz-deps
	$(PY) -m pytest -q -p no:cacheprovider -n 2 --dist loadfile --durations=30

test-unit: venv
	$(PY) -m pytest -q -m "not integration"

demo: venv jars kcat
	$(PY) -m kafka_async.demo

broker: venv jars oauth-jars
	$(PY) -m kafka_async.testing.broker --port $(BROKER_PORT) $(ARGS)

# The protocol modules are generated from the message definitions inside the kafka-clients jar
# of the release the tests run (common/message/*.json); see tools/protocol_source.py.
generate: venv jars
	$(PY) tools/gen_protocol.py --source $(JARS)

gen-check: venv jars
	$(PY) tools/gen_protocol.py --check --source $(JARS)

# The documentation site (mkdocs.yml): MkDocs + Material, the API reference from the docstrings
# and types (mkdocstrings), the CLI's from its click tree. --strict makes a broken link, a missing
# anchor or a griffe warning fail; tests/docs/test_site.py runs the same build in `make test`.
# NO_MKDOCS_2_WARNING: Material's start-up banner about MkDocs 2.0, noise in every build.
docs: venv
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict --site-dir site

docs-serve: venv
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs serve --dev-addr 127.0.0.1:8000

lint: venv
	$(VENV)/bin/ruff check kafka_async tests benchmarks tools examples

typecheck: venv
	$(VENV)/bin/mypy

check: lint typecheck gen-check test

bench: venv jars
	$(PY) -m benchmarks.run $(ARGS)

bench-quick: venv jars
	$(PY) -m benchmarks.run --quick $(ARGS)

# The charts of docs/benchmarks.md (docs/benchmarks/*.svg), redrawn from benchmarks/results/*.json.
# Each bench command redraws its own charts right after it writes its JSON (in its write path, so
# ARGS=--no-write leaves both alone); this target is for a results file edited by hand.
# ARGS=--check compares instead of writing.
bench-charts: venv
	$(PY) -m benchmarks.charts $(ARGS)

bench-txn: venv jars
	$(PY) -m benchmarks.bench_transactions $(ARGS)

# The kafka-async command line against kcat (produce a 1M-line file, consume 1M records).
bench-cli: venv jars kcat
	$(PY) -m benchmarks.bench_cli $(ARGS)

bench-share: venv jars
	$(PY) -m benchmarks.bench_share $(ARGS)

bench-spark: venv jars spark-jars
	$(PY) -m benchmarks.bench_spark $(ARGS)

bench-spark-ingest: venv jars
	$(PY) -m benchmarks.bench_spark_ingest $(ARGS)

bench-failover: venv jars
	$(PY) -m benchmarks.bench_failover $(ARGS)

# The fault matrix (12 scenarios x 3 modes, ~30 min): writes its table into docs/reliability.md.
faults: venv jars
	$(PY) -m benchmarks.faults $(ARGS)

# Every decoder under atheris, 1,000,000 inputs each, the C extension with ASan + UBSan.
FUZZ_TREE := .cache/fuzz/tree
fuzz: venv fuzz-deps
	PY=$(PY) FUZZ_TREE=$(FUZZ_TREE) bash tests/fuzz/build_sanitized.sh
	$(PY) -m tests.fuzz.campaign --sanitized $(FUZZ_TREE) $(ARGS)

# 30 minutes: a producer and a group of three consumers, a broker restart every 5 minutes;
# memory, descriptors and tasks must stay flat, nothing lost.
soak: venv jars
	$(PY) -m benchmarks.soak $(ARGS)

clean:
	rm -rf $(VENV) .cache build *.egg-info
