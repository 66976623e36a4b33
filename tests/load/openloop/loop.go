package main

// The event loop: one goroutine (GOMAXPROCS 1) drives every connection with non-blocking sockets, its own epoll
// instance and raw system calls. Nothing is handed between goroutines or threads during the run, Go's network poller
// is not involved, and the garbage collector is off (everything the run needs is allocated before it).
// Why: on the benchmark's virtual machine every wake-up of a sleeping thread costs tens of microseconds of CPU, and
// a goroutine-per-connection client wakes several threads per request (network poller, the goroutine's thread, the
// runtime's sysmon, which a system call after an idle spell wakes up and which then polls every 20 µs for a while):
// a first version built that way used 110-160 µs of CPU per request. Here each wake-up of the one thread serves every
// request that is due and every answer that has arrived. Raw system calls leave the goroutine "running" for the Go
// scheduler while it sleeps in the kernel, so sysmon never parks and never needs waking; the loop yields every 2 ms
// so that the runtime's own goroutines (signal delivery) get their turn.

import (
	"fmt"
	"net"
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// Parser states of an answer.
const (
	psStatus = iota
	psHeader
	psBody      // Content-Length body: length bytes left
	psChunkSize // chunked body: the next chunk-size line
	psChunkData // length bytes of chunk data left
	psChunkEnd  // the CRLF after chunk data
	psTrailer   // trailer lines up to an empty one
	psUntilEOF  // no length: the body ends when the server closes
)

const (
	readBufSize  = 16 << 10
	maxLineBytes = 1 << 20
	checkEvery   = 10e6 // ns between deadline checks while anything is in flight (timeouts end up to this late)
)

// pool: the connections to one host:port (-max-connections is per pool, like vegeta's per host).
type pool struct {
	addr   string
	sa     syscall.Sockaddr
	family int
	idle   []*conn // free keep-alive connections, most recently used last
	open   int     // connections open or opening
	queue  []int32 // requests waiting for a connection, oldest first from qhead
	qhead  int
	peak   int
}

type conn struct {
	id, gen    uint32 // index in gen.conns; bumped on close so stale epoll events are recognized
	fd         int
	p          *pool
	connecting bool
	inIdle     bool
	req        int32 // the request in flight, -1 when none
	attempt    int
	served     int    // answers read on this TCP connection
	wbuf       []byte // what is left to write of the request
	wrote      bool   // the kernel accepted some of the request
	deadline   int64

	buf  []byte
	r, w int

	ps        int
	code      int
	keep      bool
	chunked   bool
	noBody    bool
	length    int64
	bodyBytes int64
	got       bool  // some bytes of an answer arrived
	rxTs      int64 // the kernel's receive timestamp (wall clock ns) of the last bytes read, 0 when unknown
	cookies   []byte
}

func (g *gen) resolvePool(addr string) (*pool, error) {
	ta, err := net.ResolveTCPAddr("tcp", addr)
	if err != nil {
		return nil, err
	}
	p := &pool{addr: addr}
	if ip4 := ta.IP.To4(); ip4 != nil {
		sa := &syscall.SockaddrInet4{Port: ta.Port}
		copy(sa.Addr[:], ip4)
		p.sa, p.family = sa, syscall.AF_INET
	} else {
		sa := &syscall.SockaddrInet6{Port: ta.Port}
		copy(sa.Addr[:], ta.IP.To16())
		p.sa, p.family = sa, syscall.AF_INET6
	}
	return p, nil
}

// loop runs the whole attack; it returns when every request handed out has its result.
func (g *gen) loop() error {
	epfd, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
	if err != nil {
		return fmt.Errorf("epoll_create1: %w", err)
	}
	g.epfd = epfd
	defer syscall.Close(epfd)
	var nextCheck, nextYield int64
	tid := uintptr(0)
	for {
		// The thread's timer slack (50 µs by default) would let the kernel wake it up to that much late; it is a
		// per-thread setting, so it is set again whenever the goroutine finds itself on another thread.
		if t, _, _ := syscall.RawSyscall(syscall.SYS_GETTID, 0, 0, 0); t != tid {
			tid = t
			_, _, _ = syscall.RawSyscall(syscall.SYS_PRCTL, 29 /* PR_SET_TIMERSLACK */, 1, 0)
		}
		now := g.now()
		// Yield now and then: a goroutine that never does is preempted by the runtime with a signal every 10 ms.
		if now >= nextYield {
			runtime.Gosched()
			nextYield = now + 2e6
		}
		if !g.stopping {
			select {
			case <-g.sigs:
				g.stopping = true
			default:
			}
		}
		if !g.stopping {
			for g.next < g.n && g.schedOf(g.next) <= now {
				g.dispatch(g.next, now)
				g.next++
			}
		}
		if g.inflight > 0 && now >= nextCheck {
			g.expire(now)
			nextCheck = now + checkEvery
		}
		more := !g.stopping && g.next < g.n
		if !more && g.inflight == 0 {
			for _, c := range g.conns {
				g.closeConn(c)
			}
			return nil
		}
		wait := int64(-1)
		if more {
			wait = max(g.schedOf(g.next)-now, g.resolution)
		}
		if g.inflight > 0 && (wait < 0 || nextCheck-now < wait) {
			wait = max(nextCheck-now, 0)
		}
		if g.timestamps && more && wait > 0 && wait <= g.readWindow {
			// Sending soon: take what has arrived (without waiting), then sleep until the next request is due without
			// waking up for answers; they wait in their sockets, and the kernel's receive timestamps keep their end
			// times exact. On waking, the loop sends first and reads after.
			if err := g.collect(0); err != nil {
				return err
			}
			if wait = g.schedOf(g.next) - g.now(); wait > 0 {
				ts := syscall.NsecToTimespec(max(wait, g.resolution))
				_, _, _ = syscall.RawSyscall(syscall.SYS_NANOSLEEP, uintptr(unsafe.Pointer(&ts)), 0, 0)
				g.wakeups++
			}
			continue
		}
		if err := g.collect(wait); err != nil {
			return err
		}
		g.wakeups++
	}
}

// collect waits up to timeoutNs (-1: no limit, 0: not at all) for socket events and handles them.
func (g *gen) collect(timeoutNs int64) error {
	n, errno := g.epollWait(timeoutNs)
	if errno == syscall.EINTR {
		return nil
	}
	if errno != 0 {
		return fmt.Errorf("epoll_wait: %w", errno)
	}
	t := time.Now() // anchors the kernel's wall-clock receive timestamps to the run's monotonic clock
	g.anchorWall, g.anchorMono = t.UnixNano(), int64(t.Sub(g.base))
	for k := 0; k < n; k++ {
		ev := &g.events[k]
		id := uint32(ev.Fd)
		if int(id) >= len(g.conns) {
			continue
		}
		c := g.conns[id]
		if c.gen != uint32(ev.Pad) || c.fd < 0 {
			continue // closed while this batch was being handled
		}
		g.handle(c, ev.Events)
	}
	return nil
}

func (g *gen) epollWait(timeoutNs int64) (int, syscall.Errno) {
	if !g.noPwait2 {
		var ts syscall.Timespec
		var tsp *syscall.Timespec
		if timeoutNs >= 0 {
			ts = syscall.NsecToTimespec(timeoutNs)
			tsp = &ts
		}
		n, _, e := syscall.RawSyscall6(441 /* epoll_pwait2 */, uintptr(g.epfd), uintptr(unsafe.Pointer(&g.events[0])),
			uintptr(len(g.events)), uintptr(unsafe.Pointer(tsp)), 0, 0)
		if e != syscall.ENOSYS {
			return int(n), e
		}
		g.noPwait2 = true
	}
	ms := int64(-1)
	if timeoutNs >= 0 {
		ms = (timeoutNs + 999_999) / 1_000_000
	}
	n, _, e := syscall.RawSyscall6(syscall.SYS_EPOLL_WAIT, uintptr(g.epfd), uintptr(unsafe.Pointer(&g.events[0])),
		uintptr(len(g.events)), uintptr(ms), 0, 0)
	return int(n), e
}

// dispatch hands request i to a free connection, a new one, or the pool's queue.
func (g *gen) dispatch(i int32, now int64) {
	g.results[i].disp = now
	g.inflight++
	p := g.targets[int(i)%len(g.targets)].pool
	switch {
	case len(p.idle) > 0:
		c := p.idle[len(p.idle)-1]
		p.idle = p.idle[:len(p.idle)-1]
		c.inIdle = false
		g.results[i].start = now
		g.assign(c, i, 0)
	case p.open < g.maxConns:
		g.results[i].start = now
		g.openFor(p, i, 0)
	default:
		p.queue = append(p.queue, i)
	}
}

// assign sends request i on the open connection c.
func (g *gen) assign(c *conn, i int32, attempt int) {
	t := &g.targets[int(i)%len(g.targets)]
	c.req, c.attempt = i, attempt
	c.deadline = g.schedOf(i) + g.timeout
	c.wbuf, c.wrote = t.req, false
	c.resetParser(t.noBody)
	g.send(c)
}

// openFor opens a new connection for request i (the request is written once it is connected).
func (g *gen) openFor(p *pool, i int32, attempt int) {
	fd, err := syscall.Socket(p.family, syscall.SOCK_STREAM|syscall.SOCK_NONBLOCK|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		g.fail(i, "dial tcp "+p.addr+": socket: "+err.Error())
		return
	}
	_ = syscall.SetsockoptInt(fd, syscall.IPPROTO_TCP, syscall.TCP_NODELAY, 1)
	if g.timestamps && syscall.SetsockoptInt(fd, syscall.SOL_SOCKET, syscall.SO_TIMESTAMPNS, 1) != nil {
		g.timestamps = false // no receive timestamps: answers are timed when read, and read as they arrive
	}
	g.dials++
	err = syscall.Connect(fd, p.sa)
	if err != nil && err != syscall.EINPROGRESS && err != syscall.EINTR {
		syscall.Close(fd)
		g.fail(i, "dial tcp "+p.addr+": connect: "+err.Error())
		return
	}
	c := g.newConn(p, fd)
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN | syscall.EPOLLOUT | syscall.EPOLLRDHUP | 0x80000000, /* EPOLLET */
		Fd: int32(c.id), Pad: int32(c.gen)}
	if err := syscall.EpollCtl(g.epfd, syscall.EPOLL_CTL_ADD, fd, &ev); err != nil {
		g.closeConn(c)
		g.fail(i, "epoll_ctl: "+err.Error())
		return
	}
	t := &g.targets[int(i)%len(g.targets)]
	c.req, c.attempt = i, attempt
	c.deadline = g.schedOf(i) + g.timeout
	c.wbuf, c.wrote = t.req, false
	c.resetParser(t.noBody)
	c.connecting = true // EPOLLOUT tells when the connect is done (also when it completed at once)
}

func (g *gen) newConn(p *pool, fd int) *conn {
	var c *conn
	if n := len(g.free); n > 0 {
		c = g.free[n-1]
		g.free = g.free[:n-1]
	} else {
		c = &conn{id: uint32(len(g.conns)), buf: make([]byte, readBufSize)}
		g.conns = append(g.conns, c)
	}
	c.fd, c.p, c.served, c.r, c.w, c.req, c.connecting, c.inIdle = fd, p, 0, 0, 0, -1, false, false
	p.open++
	p.peak = max(p.peak, p.open)
	g.live++
	return c
}

func (g *gen) closeConn(c *conn) {
	if c.fd < 0 {
		return
	}
	_, _, _ = syscall.RawSyscall(syscall.SYS_CLOSE, uintptr(c.fd), 0, 0) // also leaves the epoll set
	c.fd = -1
	c.gen++
	c.req = -1
	if c.inIdle {
		idle := c.p.idle
		for k := range idle {
			if idle[k] == c {
				c.p.idle = append(idle[:k], idle[k+1:]...)
				break
			}
		}
		c.inIdle = false
	}
	c.p.open--
	g.live--
	g.free = append(g.free, c)
}

func (g *gen) handle(c *conn, events uint32) {
	gen := c.gen // a connection closed on the way may be reused at once for a new one: stop then
	if c.connecting {
		if events&(syscall.EPOLLOUT|syscall.EPOLLERR|syscall.EPOLLHUP) == 0 {
			return
		}
		soerr, err := syscall.GetsockoptInt(c.fd, syscall.SOL_SOCKET, syscall.SO_ERROR)
		if err == nil && soerr != 0 {
			err = syscall.Errno(soerr)
		}
		if err != nil {
			i, p := c.req, c.p
			g.closeConn(c)
			g.fail(i, "dial tcp "+p.addr+": connect: "+err.Error())
			g.pump(p)
			return
		}
		c.connecting = false
		g.send(c)
		if c.gen != gen {
			return
		}
	} else if events&syscall.EPOLLOUT != 0 && len(c.wbuf) > 0 && c.req >= 0 {
		g.send(c)
		if c.gen != gen {
			return
		}
	}
	if events&(syscall.EPOLLIN|syscall.EPOLLRDHUP|syscall.EPOLLHUP|syscall.EPOLLERR) != 0 {
		g.readable(c)
	}
}

func (g *gen) send(c *conn) {
	for len(c.wbuf) > 0 {
		n, _, e := syscall.RawSyscall6(syscall.SYS_SENDTO, uintptr(c.fd), uintptr(unsafe.Pointer(&c.wbuf[0])),
			uintptr(len(c.wbuf)), syscall.MSG_NOSIGNAL, 0, 0)
		switch e {
		case 0:
			c.wrote = true
			c.wbuf = c.wbuf[n:]
		case syscall.EINTR:
		case syscall.EAGAIN:
			return // EPOLLOUT continues it
		default:
			g.ioError(c, "write tcp "+c.p.addr+": "+e.Error(), !c.wrote)
			return
		}
	}
}

func (g *gen) readable(c *conn) {
	gen := c.gen
	for c.gen == gen {
		if c.w == len(c.buf) {
			if c.r > 0 {
				c.w = copy(c.buf, c.buf[c.r:c.w])
				c.r = 0
			} else if len(c.buf) < maxLineBytes {
				nb := make([]byte, 2*len(c.buf))
				copy(nb, c.buf[:c.w])
				c.buf = nb
			} else {
				g.ioError(c, "an answer header line is longer than 1 MiB", false)
				return
			}
		}
		n, e := g.recv(c)
		switch {
		case e == syscall.EAGAIN:
			return
		case e == syscall.EINTR:
			continue
		case e != 0:
			g.ioError(c, "read tcp "+c.p.addr+": "+e.Error(), !c.got)
			return
		case n == 0:
			g.eof(c)
			return
		}
		c.w += int(n)
		if c.req < 0 { // bytes nobody asked for: not a connection to reuse
			p := c.p
			g.closeConn(c)
			g.pump(p)
			return
		}
		c.got = true
		done, err := c.parse()
		if err != "" {
			g.ioError(c, err, false)
			return
		}
		if done {
			g.complete(c)
		}
	}
}

// recv reads what has arrived on c into its buffer, with the kernel's receive timestamp when there is one.
func (g *gen) recv(c *conn) (uintptr, syscall.Errno) {
	if !g.timestamps {
		n, _, e := syscall.RawSyscall(syscall.SYS_READ, uintptr(c.fd), uintptr(unsafe.Pointer(&c.buf[c.w])),
			uintptr(len(c.buf)-c.w))
		return n, e
	}
	iov := syscall.Iovec{Base: &c.buf[c.w]}
	iov.SetLen(len(c.buf) - c.w)
	msg := syscall.Msghdr{Iov: &iov, Iovlen: 1, Control: &g.oob[0]}
	msg.SetControllen(len(g.oob))
	n, _, e := syscall.RawSyscall(syscall.SYS_RECVMSG, uintptr(c.fd), uintptr(unsafe.Pointer(&msg)), 0)
	if e == 0 && n > 0 {
		// One control message is expected: SCM_TIMESTAMPNS with a struct timespec.
		const hdr = int(unsafe.Sizeof(syscall.Cmsghdr{}))
		if int(msg.Controllen) >= hdr+16 {
			h := (*syscall.Cmsghdr)(unsafe.Pointer(&g.oob[0]))
			if h.Level == syscall.SOL_SOCKET && h.Type == syscall.SO_TIMESTAMPNS && int(h.Len) >= hdr+16 {
				ts := (*syscall.Timespec)(unsafe.Pointer(&g.oob[hdr]))
				c.rxTs = ts.Sec*1e9 + ts.Nsec
			}
		}
	}
	return n, e
}

func (g *gen) eof(c *conn) {
	if c.req < 0 { // an idle keep-alive connection the server closed
		p := c.p
		g.closeConn(c)
		g.pump(p)
		return
	}
	if c.ps == psUntilEOF {
		c.keep = false
		g.complete(c)
		return
	}
	if c.got {
		g.ioError(c, "connection closed by the server in the middle of the answer (unexpected EOF)", false)
	} else {
		g.ioError(c, "connection closed by the server before any answer (EOF)", true)
	}
}

// ioError ends the request on c with an error, or, when nothing of an answer came back on a reused keep-alive
// connection and the request may be repeated, sends it once more on a new connection (as net/http does; the
// latency, counted from the schedule, keeps the extra round trip).
func (g *gen) ioError(c *conn, text string, nothingBack bool) {
	i, p, reused, attempt, wrote := c.req, c.p, c.served > 0, c.attempt, c.wrote
	g.closeConn(c)
	if i < 0 {
		g.pump(p)
		return
	}
	t := &g.targets[int(i)%len(g.targets)]
	if nothingBack && reused && attempt == 0 && (t.idempotent || !wrote) {
		g.retried++
		g.openFor(p, i, 1)
		return
	}
	g.fail(i, text)
	g.pump(p)
}

// complete records the answer of c's request and frees (or closes) the connection.
func (g *gen) complete(c *conn) {
	i := c.req
	r := &g.results[i]
	end := g.now()
	if c.rxTs != 0 { // when the last bytes arrived, rather than when this loop got to them
		if at := c.rxTs - g.anchorWall + g.anchorMono; at >= r.start && at < end {
			end = at
		}
	}
	r.end, r.code, r.bytesIn = end, int32(c.code), c.bodyBytes
	if len(c.cookies) > 0 {
		r.hdr = string(append(c.cookies, '\r', '\n'))
	}
	g.inflight--
	c.served++
	c.req = -1
	p := c.p
	if !c.keep || c.r != c.w {
		g.closeConn(c)
		g.pump(p)
		return
	}
	c.r, c.w = 0, 0
	g.release(c)
}

// release gives a free connection the oldest waiting request, or parks it.
func (g *gen) release(c *conn) {
	p := c.p
	for p.qhead < len(p.queue) {
		i := p.queue[p.qhead]
		p.qhead++
		now := g.now()
		if now >= g.schedOf(i)+g.timeout {
			g.results[i].start = now
			g.fail(i, g.errQueued)
			continue
		}
		g.results[i].start = now
		g.assign(c, i, 0)
		g.compactQueue(p)
		return
	}
	g.compactQueue(p)
	c.inIdle = true
	p.idle = append(p.idle, c)
}

// pump opens connections for waiting requests after a connection closed.
func (g *gen) pump(p *pool) {
	for p.qhead < len(p.queue) && p.open < g.maxConns {
		i := p.queue[p.qhead]
		p.qhead++
		now := g.now()
		g.results[i].start = now
		if now >= g.schedOf(i)+g.timeout {
			g.fail(i, g.errQueued)
			continue
		}
		g.openFor(p, i, 0)
	}
	g.compactQueue(p)
}

func (g *gen) compactQueue(p *pool) {
	if p.qhead == len(p.queue) {
		p.queue, p.qhead = p.queue[:0], 0
	} else if p.qhead > 4096 && p.qhead > len(p.queue)/2 {
		p.queue = p.queue[:copy(p.queue, p.queue[p.qhead:])]
		p.qhead = 0
	}
}

// fail records request i as a transport error (status 0).
func (g *gen) fail(i int32, text string) {
	r := &g.results[i]
	r.end, r.err, r.code = g.now(), text, 0
	g.inflight--
}

// expire fails what has passed its deadline: requests on connections and requests still waiting for one.
func (g *gen) expire(now int64) {
	for _, c := range g.conns {
		if c.fd < 0 || c.req < 0 || now < c.deadline {
			continue
		}
		text := g.errHeadTimeout
		switch {
		case c.connecting:
			text = g.errDialTimeout
		case c.got:
			text = g.errBodyTimeout
		}
		i, p := c.req, c.p
		g.closeConn(c)
		g.fail(i, text)
		g.pump(p)
	}
	for _, p := range g.pools {
		for p.qhead < len(p.queue) {
			i := p.queue[p.qhead]
			if now < g.schedOf(i)+g.timeout {
				break
			}
			p.qhead++
			g.results[i].start = now
			g.fail(i, g.errQueued)
		}
		g.compactQueue(p)
	}
}

func (c *conn) resetParser(noBody bool) {
	c.ps, c.code, c.keep, c.chunked, c.noBody = psStatus, 0, false, false, noBody
	c.length, c.bodyBytes, c.got, c.rxTs = -1, 0, false, 0
	c.cookies = c.cookies[:0]
}

// parse consumes what has arrived of the answer; done when it is complete. Bodies are counted and dropped.
func (c *conn) parse() (done bool, errText string) {
	for {
		switch c.ps {
		case psBody, psChunkData:
			take := min(c.length, int64(c.w-c.r))
			c.r += int(take)
			c.length -= take
			c.bodyBytes += take
			if c.length > 0 {
				return false, ""
			}
			if c.ps == psBody {
				return true, ""
			}
			c.ps = psChunkEnd
			continue
		case psUntilEOF:
			c.bodyBytes += int64(c.w - c.r)
			c.r, c.w = 0, 0
			return false, ""
		}
		nl := indexByte(c.buf[c.r:c.w], '\n')
		if nl < 0 {
			if c.r == 0 && c.w == len(c.buf) && len(c.buf) >= maxLineBytes {
				return false, "an answer header line is longer than 1 MiB"
			}
			return false, ""
		}
		line := c.buf[c.r : c.r+nl]
		c.r += nl + 1
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
		switch c.ps {
		case psStatus:
			code, http11, ok := parseStatus(line)
			if !ok {
				return false, "malformed HTTP status line in the answer"
			}
			c.code, c.keep, c.length, c.chunked = code, http11, -1, false
			c.cookies = c.cookies[:0]
			c.ps = psHeader
		case psHeader:
			if len(line) > 0 {
				if !c.header(line) {
					return false, "malformed HTTP header in the answer"
				}
				continue
			}
			switch {
			case c.code >= 100 && c.code < 200:
				if c.code == 101 {
					return false, "the server switched protocols (101): not supported"
				}
				c.ps = psStatus // 100 Continue, 103 Early Hints: the real answer follows
			case c.noBody || c.code == 204 || c.code == 304:
				return true, ""
			case c.chunked:
				c.ps = psChunkSize
			case c.length >= 0:
				if c.length == 0 {
					return true, ""
				}
				c.ps = psBody
			default:
				c.keep = false
				c.ps = psUntilEOF
			}
		case psChunkSize:
			if semi := indexByte(line, ';'); semi >= 0 {
				line = line[:semi]
			}
			size, ok := parseHex(trimSpace(line))
			if !ok {
				return false, "malformed chunked encoding in the answer"
			}
			if size == 0 {
				c.ps = psTrailer
			} else {
				c.length, c.ps = size, psChunkData
			}
		case psChunkEnd:
			if len(line) != 0 {
				return false, "malformed chunked encoding in the answer"
			}
			c.ps = psChunkSize
		case psTrailer:
			if len(line) == 0 {
				return true, ""
			}
		}
	}
}

func (c *conn) header(line []byte) bool {
	colon := indexByte(line, ':')
	if colon <= 0 {
		return false
	}
	name, value := line[:colon], trimSpace(line[colon+1:])
	switch len(name) {
	case 14:
		if lowerEq(name, "content-length") {
			v, ok := parseDec(value)
			if !ok {
				return false
			}
			c.length = v
		}
	case 17:
		if lowerEq(name, "transfer-encoding") && hasToken(value, "chunked") {
			c.chunked = true
		}
	case 10:
		if lowerEq(name, "connection") {
			if hasToken(value, "close") {
				c.keep = false
			} else if hasToken(value, "keep-alive") {
				c.keep = true
			}
		} else if recordCookies && lowerEq(name, "set-cookie") {
			c.cookies = append(c.cookies, "Set-Cookie: "...)
			c.cookies = append(c.cookies, value...)
			c.cookies = append(c.cookies, '\r', '\n')
		}
	}
	return true
}

// parseStatus: "HTTP/1.1 200 OK" -> 200, HTTP/1.1 (keep-alive by default).
func parseStatus(line []byte) (int, bool, bool) {
	if len(line) < 12 || string(line[:7]) != "HTTP/1." || line[8] != ' ' || (len(line) > 12 && line[12] != ' ') {
		return 0, false, false
	}
	code := 0
	for _, ch := range line[9:12] {
		if ch < '0' || ch > '9' {
			return 0, false, false
		}
		code = code*10 + int(ch-'0')
	}
	return code, line[7] == '1', true
}

func parseDec(b []byte) (int64, bool) {
	if len(b) == 0 || len(b) > 18 {
		return 0, false
	}
	var v int64
	for _, ch := range b {
		if ch < '0' || ch > '9' {
			return 0, false
		}
		v = v*10 + int64(ch-'0')
	}
	return v, true
}

func parseHex(b []byte) (int64, bool) {
	if len(b) == 0 || len(b) > 15 {
		return 0, false
	}
	var v int64
	for _, ch := range b {
		switch {
		case ch >= '0' && ch <= '9':
			v = v<<4 | int64(ch-'0')
		case ch >= 'a' && ch <= 'f':
			v = v<<4 | int64(ch-'a'+10)
		case ch >= 'A' && ch <= 'F':
			v = v<<4 | int64(ch-'A'+10)
		default:
			return 0, false
		}
	}
	return v, true
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

func trimSpace(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t') {
		b = b[1:]
	}
	for len(b) > 0 && (b[len(b)-1] == ' ' || b[len(b)-1] == '\t') {
		b = b[:len(b)-1]
	}
	return b
}

// lowerEq: b equals the lower-case ASCII string s, ignoring case.
func lowerEq(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range b {
		ch := b[i]
		if ch >= 'A' && ch <= 'Z' {
			ch += 'a' - 'A'
		}
		if ch != s[i] {
			return false
		}
	}
	return true
}

// hasToken: the comma-separated list v holds the token tok (lower case), ignoring case.
func hasToken(v []byte, tok string) bool {
	for len(v) > 0 {
		end := indexByte(v, ',')
		item := v
		if end >= 0 {
			item, v = v[:end], v[end+1:]
		} else {
			v = nil
		}
		if lowerEq(trimSpace(item), tok) {
			return true
		}
	}
	return false
}
