"""Serve moto's AWS (DynamoDB) emulation over HTTP, strictly one request at a time.

moto keeps its backends in plain dicts without locking, so a threaded server loses
concurrent writes. This launcher therefore uses a single-threaded werkzeug server:
requests queue on the listen socket and are handled one after another.

Three patches keep moto's cost proportional to a request rather than to the table (see
patch_moto): a transaction backs up the items it touches instead of deep-copying every
table it names; a Query on the table or a local index reads its one partition instead of
sorting every item of the table; a read of a missing key leaves no empty partition behind.
Two more cut what each item costs a projected read: the item is converted to plain JSON once
rather than once per projected attribute, and a projected Scan of the table does not
deep-copy the items it then projects into new ones.

Protocol with the parent process (DynamoDbTestEngine):
  * binds --host (default 127.0.0.1) on --port (default 0 = a free port chosen by the OS);
  * prints exactly one line ``MOTO_PORT=<port>`` to stdout and flushes, nothing else
    is ever written to stdout (request logs and errors go to stderr);
  * stops cleanly on SIGTERM/SIGINT, and with --exit-on-stdin-eof also when its stdin
    reaches end-of-file (i.e. the parent died without cleaning up).
"""

import argparse
import copy
import inspect
import logging
import signal
import sys
import threading

import moto.dynamodb.models as dynamodb_models
import moto.dynamodb.models.table as table_module
from botocore.utils import merge_dicts
from moto.dynamodb.models import DynamoDBBackend
from moto.dynamodb.models.dynamo_type import DynamoType, Item, serializer
from moto.dynamodb.models.table import Table
from moto.dynamodb.models.utilities import find_nested_key
from moto.server import DomainDispatcherApplication, MotoRequestHandler, create_backend_app
from werkzeug.serving import make_server

log = logging.getLogger("moto_launcher")
access_log = logging.getLogger("moto_launcher.access")


class RequestHandler(MotoRequestHandler):
    """moto's handler with a plain (no ANSI colours) access log naming the AWS operation."""

    def log_request(self, code="-", size="-"):
        target = self.headers.get("X-Amz-Target", "-") if self.headers else "-"
        access_log.info("%s %s %s", target, code, self.requestline.translate(self._control_char_table))


class _TablesAreNotCopied:
    """Stands in for the copy module inside moto.dynamodb.models: moto deep-copies every table a
    transaction names, to roll back on failure, which costs time and memory in the size of the
    table on every transaction (2.7 GB after 1,000 requests of the demo). Handing back the table
    itself makes moto's own rollback a no-op; _transact_write_items restores the touched items."""

    def deepcopy(self, obj, memo=None):
        return obj if isinstance(obj, Table) else copy.deepcopy(obj, memo)

    def __getattr__(self, name):
        return getattr(copy, name)


class _ItemsAreNotCopied:
    """Stands in for the copy module inside moto.dynamodb.models.table while a projected Scan of the
    table runs: moto deep-copies each item it returns, though the projection makes a new item of it
    anyway and nothing else changes it (only an index's projection, which strips its copy, needs one)."""

    def deepcopy(self, obj, memo=None):
        return obj if isinstance(obj, Item) else copy.deepcopy(obj, memo)

    def __getattr__(self, name):
        return getattr(copy, name)


def _item_address(backend, operation):
    """(table, hash key, range key) of one transaction operation, or None when moto will refuse it."""
    table = backend.tables.get(operation.get("TableName"))
    if table is None:
        return None
    key = operation.get("Item") or operation.get("Key") or {}
    if table.hash_key_attr not in key:
        return None
    range_attr = table.range_key_attr
    if range_attr is not None and range_attr not in key:
        return None
    return (table, DynamoType(key[table.hash_key_attr]),
            DynamoType(key[range_attr]) if range_attr is not None else None)


def _restore(table, hash_key, range_key, saved):
    if range_key is None:
        if saved is None:
            table.items.pop(hash_key, None)
        else:
            table.items[hash_key] = saved
        return
    partition = table.items[hash_key]
    if saved is None:
        partition.pop(range_key, None)
        if not partition:
            del table.items[hash_key]
    else:
        partition[range_key] = saved


def _holds(item, name, value):
    attribute = item.attrs.get(name)  # a DynamoType cannot be compared with None
    return attribute is not None and attribute == value


def patch_moto():
    dynamodb_models.copy = _TablesAreNotCopied()
    transact_write_items = DynamoDBBackend.transact_write_items
    get_item = Table.get_item
    query = Table.query
    scan = Table.scan
    scan_signature = inspect.signature(scan)

    def _transact_write_items(self, transact_items):
        backups = []
        for entry in transact_items:
            address = _item_address(self, next(iter(entry.values())))
            if address is not None:
                table, hash_key, range_key = address
                saved = copy.deepcopy(table.get_item(hash_key, range_key))
                backups.append((table, hash_key, range_key, saved))
        try:
            return transact_write_items(self, transact_items)
        except Exception:
            for table, hash_key, range_key, saved in reversed(backups):
                _restore(table, hash_key, range_key, saved)
            raise

    def _get_item(self, hash_key, range_key=None, projection_expression=None):
        # moto reads self.items[hash][range] from a defaultdict: a miss would insert an empty partition
        known = hash_key in self.items
        try:
            return get_item(self, hash_key, range_key, projection_expression)
        finally:
            if not known and not self.items.get(hash_key, True):
                del self.items[hash_key]

    def _query(self, hash_key, *args, **kwargs):
        # moto sorts every item of the table, then filters on the partition key. The table and its
        # local indexes share the table's partition key, so one partition holds every candidate; a
        # global index's candidates are picked by one cheap comparison, and moto sorts only those.
        index_name = args[6] if len(args) > 6 else kwargs.get("index_name")
        hash_conditions = kwargs.get("hash_key_conditions") or []
        if hash_key is None or self.range_key_attr is None:
            return query(self, hash_key, *args, **kwargs)
        if index_name is None or any(index.name == index_name for index in self.indexes):
            partition = self.items.get(hash_key, {})
            self.all_items = lambda: sorted(partition.values(), key=lambda item: item.range_key)
        elif len(hash_conditions) == 1:
            name, value = hash_conditions[0]
            self.all_items = lambda: [item for partition in self.items.values()
                                      for item in partition.values() if _holds(item, name, value)]
        else:
            return query(self, hash_key, *args, **kwargs)
        try:
            return query(self, hash_key, *args, **kwargs)
        finally:
            del self.all_items

    def _scan(self, *args, **kwargs):
        arguments = scan_signature.bind(self, *args, **kwargs).arguments
        if arguments.get("index_name") is not None or not arguments.get("projection_expression"):
            return scan(self, *args, **kwargs)
        table_module.copy = _ItemsAreNotCopied()
        try:
            return scan(self, *args, **kwargs)
        finally:
            table_module.copy = copy

    def _project(self, projection_expressions):
        # moto converts the whole item once per projected path; the conversion is a fresh copy that
        # is only read, so once per item is enough
        plain = self.to_regular_json()
        result = {}
        for expression in projection_expressions:
            merge_dicts(result, find_nested_key(expression, plain))
        return Item(hash_key=self.hash_key, range_key=self.range_key,
                    attrs=serializer.serialize(result)["M"])

    DynamoDBBackend.transact_write_items = _transact_write_items
    Table.get_item = _get_item
    Table.query = _query
    Table.scan = _scan
    Item.project = _project


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=0, help="port to bind (default 0: any free port)")
    parser.add_argument(
        "--exit-on-stdin-eof",
        action="store_true",
        help="stop when stdin is closed (use when started by a parent process that holds the pipe)",
    )
    args = parser.parse_args(argv)

    # A root handler on stderr also keeps werkzeug from adding its own handler.
    logging.basicConfig(
        stream=sys.stderr,
        level=logging.INFO,
        format="%(asctime)s %(name)s %(levelname)s %(message)s",
    )

    patch_moto()
    stop = threading.Event()

    def on_signal(signum, _frame):
        log.info("received signal %s, stopping", signal.Signals(signum).name)
        stop.set()

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)

    app = DomainDispatcherApplication(create_backend_app)
    # threaded=False, processes=1: one request at a time (this also makes werkzeug
    # answer with HTTP/1.0, so no client can hold the only worker with keep-alive).
    server = make_server(
        args.host,
        args.port,
        app,
        threaded=False,
        processes=1,
        request_handler=RequestHandler,
    )
    port = server.socket.getsockname()[1]

    # The single serving thread; the main thread only waits for a reason to stop.
    serving = threading.Thread(target=server.serve_forever, name="moto-server", daemon=True)
    serving.start()

    if args.exit_on_stdin_eof:

        def watch_stdin():
            try:
                while sys.stdin.buffer.read(4096):
                    pass
            except OSError:
                pass
            log.info("stdin closed, stopping")
            stop.set()

        threading.Thread(target=watch_stdin, name="stdin-watch", daemon=True).start()

    log.info("moto listening on http://%s:%d (single-threaded)", args.host, port)
    sys.stdout.write(f"MOTO_PORT={port}\n")
    sys.stdout.flush()

    try:
        while not stop.wait(0.5):
            if not serving.is_alive():
                log.error("server thread died")
                return 1
    finally:
        server.shutdown()  # waits for the request in progress, if any
        server.server_close()
        log.info("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
