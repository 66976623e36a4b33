module cabinetworks/tests/load/openloop

go 1.22
