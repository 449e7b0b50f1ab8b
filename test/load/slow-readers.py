"""Clients that pipeline requests and never read, for test/load/slow-readers.test.ts.

Node cannot shrink a TCP socket's receive buffer; Python can. A 4 KB receive buffer keeps the
kernel from holding the answers for the service, as a slow reader's small window does.

usage: slow-readers.py PORT HOLD_SECONDS GROUP...   where GROUP is ADDRESS,SOCKETS,PIPELINED,PATH
Prints "open N" once every socket has been opened and has sent its requests, holds them for
HOLD_SECONDS without reading, closes them and prints "closed".
"""
import socket
import sys
import time

port, hold = int(sys.argv[1]), float(sys.argv[2])
sockets = []
for group in sys.argv[3:]:
    address, count, pipelined, path = group.split(",", 3)
    request = f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode() * int(pipelined)
    for i in range(int(count)):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.bind((address, 0))
        try:
            s.connect(("127.0.0.1", port))
            s.sendall(request)
        except OSError:
            pass  # refused or closed by the service: it may
        sockets.append(s)
        # A few at a time: the service allows an address 8 connections still sending their first request.
        if i % 4 == 3:
            time.sleep(0.005)
print(f"open {len(sockets)}", flush=True)
time.sleep(hold)
for s in sockets:
    s.close()
print("closed", flush=True)
