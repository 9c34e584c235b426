"""Serve moto's AWS (DynamoDB) emulation over HTTP, strictly one request at a time.

moto keeps its backends in plain dicts without locking, so a threaded server loses
concurrent writes. This launcher therefore uses a single-threaded werkzeug server:
requests queue on the listen socket and are handled one after another.

Protocol with the parent process (DynamoDbTestEngine):
  * binds --host (default 127.0.0.1) on --port (default 0 = a free port chosen by the OS);
  * prints exactly one line ``MOTO_PORT=<port>`` to stdout and flushes, nothing else
    is ever written to stdout (request logs and errors go to stderr);
  * stops cleanly on SIGTERM/SIGINT, and with --exit-on-stdin-eof also when its stdin
    reaches end-of-file (i.e. the parent died without cleaning up).
"""

import argparse
import logging
import signal
import sys
import threading

from moto.server import DomainDispatcherApplication, MotoRequestHandler, create_backend_app
from werkzeug.serving import make_server

log = logging.getLogger("moto_launcher")
access_log = logging.getLogger("moto_launcher.access")


class RequestHandler(MotoRequestHandler):
    """moto's handler with a plain (no ANSI colours) access log naming the AWS operation."""

    def log_request(self, code="-", size="-"):
        target = self.headers.get("X-Amz-Target", "-") if self.headers else "-"
        access_log.info("%s %s %s", target, code, self.requestline.translate(self._control_char_table))


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
