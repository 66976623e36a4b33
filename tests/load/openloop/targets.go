package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// target is one request of the targets file, serialized once: sending it is a single write of req.
type target struct {
	method     string
	url        string
	req        []byte // request line, headers and body, exactly as written to the connection
	bodyLen    int    // bytes out (the body), as vegeta counts them
	noBody     bool   // HEAD: the answer has no body whatever its headers say
	idempotent bool   // may be sent again on a new connection when a reused one turns out closed
	pool       *pool
}

var methodLine = regexp.MustCompile(`^[A-Z]+\s`) // vegeta's test for "a line that starts a target"

// readTargets parses vegeta's http format (lib/targets.go, NewHTTPTargeter) from r:
//
//	METHOD URL
//	Header-Name: value        (any number; '#' lines are comments)
//	@/path/to/body            (optional, ends the target)
//	                          (blank line between targets; a line starting with a method also starts the next one)
//
// Bodies named by the same path are read once.
func readTargets(r io.Reader, poolFor func(addr string) (*pool, error)) ([]target, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	var lines []string
	for sc.Scan() {
		lines = append(lines, strings.TrimSpace(sc.Text()))
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	bodies := map[string][]byte{}
	var targets []target
	i := 0
	for {
		for i < len(lines) && (lines[i] == "" || lines[i][0] == '#') {
			i++
		}
		if i >= len(lines) {
			break
		}
		first := lines[i]
		i++
		tokens := strings.SplitN(first, " ", 2)
		if len(tokens) < 2 {
			return nil, fmt.Errorf("bad target: %s", first)
		}
		if !methodLine.MatchString(first) {
			return nil, fmt.Errorf("bad method: %s", tokens[0])
		}
		method, rawURL := tokens[0], strings.TrimSpace(tokens[1])
		var hdrs [][2]string
		var body []byte
		if i < len(lines) && lines[i] != "" && !methodLine.MatchString(lines[i]) {
			for ; i < len(lines); i++ {
				line := lines[i]
				if line == "" {
					i++
					break
				}
				if line[0] == '#' {
					continue
				}
				if line[0] == '@' {
					path := line[1:]
					b, ok := bodies[path]
					if !ok {
						var err error
						if b, err = os.ReadFile(path); err != nil {
							return nil, fmt.Errorf("bad body: %w", err)
						}
						bodies[path] = b
					}
					body = b
					i++
					break
				}
				kv := strings.SplitN(line, ":", 2)
				if len(kv) < 2 || strings.TrimSpace(kv[0]) == "" || strings.TrimSpace(kv[1]) == "" {
					return nil, fmt.Errorf("bad header: %s", line)
				}
				hdrs = append(hdrs, [2]string{strings.TrimSpace(kv[0]), strings.TrimSpace(kv[1])})
			}
		}
		t, err := buildTarget(method, rawURL, hdrs, body, poolFor)
		if err != nil {
			return nil, err
		}
		targets = append(targets, t)
	}
	if len(targets) == 0 {
		return nil, errors.New("no targets")
	}
	return targets, nil
}

func buildTarget(method, rawURL string, hdrs [][2]string, body []byte, poolFor func(string) (*pool, error)) (target, error) {
	u, err := url.ParseRequestURI(rawURL)
	if err != nil {
		return target{}, fmt.Errorf("bad URL: %s, %w", rawURL, err)
	}
	if u.Scheme != "http" {
		return target{}, fmt.Errorf("bad URL: %s: only http:// is supported", rawURL)
	}
	addr := u.Host
	if u.Port() == "" {
		addr = net.JoinHostPort(u.Hostname(), "80")
	}
	host := u.Host
	hasUA := false
	for _, h := range hdrs {
		if strings.EqualFold(h[0], "Host") {
			host = h[1]
		}
		if strings.EqualFold(h[0], "User-Agent") {
			hasUA = true
		}
	}
	var b strings.Builder
	b.WriteString(method)
	b.WriteByte(' ')
	b.WriteString(u.RequestURI())
	b.WriteString(" HTTP/1.1\r\nHost: ")
	b.WriteString(host)
	b.WriteString("\r\n")
	if !hasUA {
		b.WriteString("User-Agent: cw-openloop\r\n")
	}
	for _, h := range hdrs {
		switch strings.ToLower(h[0]) {
		case "host", "content-length", "connection", "transfer-encoding":
			continue // written by us (a request always goes on a keep-alive connection with an exact length)
		}
		b.WriteString(h[0])
		b.WriteString(": ")
		b.WriteString(h[1])
		b.WriteString("\r\n")
	}
	// net/http sends Content-Length: 0 for an empty POST/PUT/PATCH; so do we.
	if len(body) > 0 || method == "POST" || method == "PUT" || method == "PATCH" {
		b.WriteString("Content-Length: ")
		b.WriteString(strconv.Itoa(len(body)))
		b.WriteString("\r\n")
	}
	b.WriteString("\r\n")
	req := make([]byte, 0, b.Len()+len(body))
	req = append(req, b.String()...)
	req = append(req, body...)
	p, err := poolFor(addr)
	if err != nil {
		return target{}, fmt.Errorf("bad URL: %s: %w", rawURL, err)
	}
	return target{
		method:     method,
		url:        rawURL,
		req:        req,
		bodyLen:    len(body),
		noBody:     method == "HEAD",
		idempotent: (method == "GET" || method == "HEAD" || method == "OPTIONS" || method == "TRACE") && len(body) == 0,
		pool:       p,
	}, nil
}
