module cabinetworks/tests/load/keepalive

go 1.22
