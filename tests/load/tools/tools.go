//go:build tools

// Package tools pins the load generator used by tests/load/bench.sh: vegeta v12.13.0 and, through go.sum, every
// module it builds from. bench.sh first tries `go install github.com/tsenart/vegeta/v12@v12.13.0`; when the module
// proxy refuses the version list that command also asks for, it runs `go install github.com/tsenart/vegeta/v12`
// here, which builds the very same version.
package tools

import _ "github.com/tsenart/vegeta/v12"
