// cw-wsload: scenario (j) of tests/load/bench.sh. Opens one WebSocket per user of N client/engineer pairs, the client
// on one messaging instance and the engineer on the other (pair k: client on instance k%2, engineer on the other), so
// every message crosses Redis; measures the RSS of the messaging processes before and after the sockets are open
// (idle), then sends `send_message` frames open loop at -rate for -duration (message i from pair i%N, client->engineer
// for even i/N, else engineer->client) with the sequence number in the content, and records, for each sequence, when
// its `new_message` reached the receiver (latency from the scheduled send time, so any lateness of this tool counts),
// how many times it arrived (lost = 0, duplicated > 1) and the message ids. One goroutine reads each socket; one
// goroutine schedules and writes every send (gorilla/websocket, writes under a per-socket mutex).
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/gorilla/websocket"
)

type user struct {
	ID      int64  `json:"id"`
	Session string `json:"session"`
}

type pair struct {
	ProjectID int64 `json:"projectId"`
	Client    user  `json:"client"`
	Engineer  user  `json:"engineer"`
}

type sock struct {
	conn     *websocket.Conn
	mu       sync.Mutex
	instance int
}

type frame struct {
	Type    string `json:"type"`
	Message struct {
		ID      int64  `json:"id"`
		Content string `json:"content"`
	} `json:"message"`
	Text string `json:"message_text"`
}

var (
	start       time.Time
	scheduled   []int64 // ns since start, per sequence
	sentAt      []int64 // ns since start when the frame was written
	received    []int64 // ns since start of the first arrival
	arrivals    []int32 // how many new_message frames carried the sequence
	sentAcks    []int32 // message_sent frames per sequence
	msgIDs      []int64 // message id of the first arrival
	wrongPeer   atomic.Int64
	errorFrames atomic.Int64
	otherFrames atomic.Int64
	closedEarly atomic.Int64
	firstErrors sync.Map
	running     atomic.Bool
)

func rssKB(pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			f := strings.Fields(line)
			v, _ := strconv.ParseInt(f[1], 10, 64)
			return v
		}
	}
	return -1
}

func cpuSec() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

func seqOf(content string) int {
	// content: "cw-bench-j seq=<n>"
	i := strings.LastIndexByte(content, '=')
	if i < 0 {
		return -1
	}
	n, err := strconv.Atoi(content[i+1:])
	if err != nil {
		return -1
	}
	return n
}

func reader(s *sock, expectFrom int64, self int64) {
	for {
		_, data, err := s.conn.ReadMessage()
		if err != nil {
			if running.Load() {
				closedEarly.Add(1)
				firstErrors.LoadOrStore("read: "+err.Error(), true)
			}
			return
		}
		now := time.Since(start).Nanoseconds()
		var f frame
		if json.Unmarshal(data, &f) != nil {
			otherFrames.Add(1)
			continue
		}
		switch f.Type {
		case "new_message":
			n := seqOf(f.Message.Content)
			if n < 0 || n >= len(arrivals) {
				otherFrames.Add(1)
				continue
			}
			if atomic.AddInt32(&arrivals[n], 1) == 1 {
				atomic.StoreInt64(&received[n], now)
				atomic.StoreInt64(&msgIDs[n], f.Message.ID)
			}
		case "message_sent":
			n := seqOf(f.Message.Content)
			if n >= 0 && n < len(sentAcks) {
				atomic.AddInt32(&sentAcks[n], 1)
			}
		case "error":
			errorFrames.Add(1)
			firstErrors.LoadOrStore("error frame: "+string(data), true)
		default:
			otherFrames.Add(1)
		}
	}
}

func pct(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(p/100*float64(len(sorted))+0.999999999) - 1
	if rank < 0 {
		rank = 0
	}
	if rank >= len(sorted) {
		rank = len(sorted) - 1
	}
	return sorted[rank]
}

func main() {
	pairsPath := flag.String("pairs", "", "JSON file: {\"pairs\":[{projectId, client:{id,session}, engineer:{id,session}}]}")
	ws1 := flag.String("ws1", "ws://127.0.0.1:8113/ws", "WebSocket URL of instance 1")
	ws2 := flag.String("ws2", "", "WebSocket URL of instance 2")
	origin := flag.String("origin", "", "Origin header (none by default: a program, not a page; the WS port refuses a page of another port)")
	pidsFlag := flag.String("pids", "", "comma-separated pids of the messaging processes (RSS)")
	rate := flag.Int("rate", 2000, "messages per second")
	duration := flag.Duration("duration", 60*time.Second, "how long to send")
	idle := flag.Duration("idle", 5*time.Second, "wait after the sockets are open before measuring RSS")
	drain := flag.Duration("drain", 5*time.Second, "wait for arrivals after the last send")
	out := flag.String("json", "", "write the result here")
	slowPath := flag.String("slow", "", "write every message slower than 15 ms here (scheduled ms, latency ms, sender instance)")
	flag.Parse()

	raw, err := os.ReadFile(*pairsPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var doc struct {
		Pairs []pair `json:"pairs"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil || len(doc.Pairs) == 0 {
		fmt.Fprintln(os.Stderr, "bad pairs file", err)
		os.Exit(2)
	}
	pairs := doc.Pairs
	var pids []int
	for _, p := range strings.Split(*pidsFlag, ",") {
		if v, err := strconv.Atoi(strings.TrimSpace(p)); err == nil {
			pids = append(pids, v)
		}
	}
	rss := func() []int64 {
		r := make([]int64, len(pids))
		for i, p := range pids {
			r[i] = rssKB(p)
		}
		return r
	}
	urls := []string{*ws1, *ws2}
	total := *rate * int(duration.Seconds())
	scheduled = make([]int64, total)
	sentAt = make([]int64, total)
	received = make([]int64, total)
	arrivals = make([]int32, total)
	sentAcks = make([]int32, total)
	msgIDs = make([]int64, total)
	start = time.Now()
	running.Store(true)

	rssBefore := rss()
	cpu0 := cpuSec()
	clients := make([]*sock, len(pairs))
	engineers := make([]*sock, len(pairs))
	dialer := websocket.Dialer{HandshakeTimeout: 10 * time.Second, ReadBufferSize: 1024, WriteBufferSize: 1024}
	var dialFailed atomic.Int64
	connectStart := time.Now()
	sem := make(chan struct{}, 32)
	var wg sync.WaitGroup
	dial := func(slot **sock, instance int, u user, peer int64) {
		defer wg.Done()
		sem <- struct{}{}
		defer func() { <-sem }()
		h := http.Header{}
		h.Set("Cookie", "cw_session="+u.Session)
		if *origin != "" {
			h.Set("Origin", *origin)
		}
		h.Set("User-Agent", "cw-bench-wsload")
		c, resp, err := dialer.Dial(urls[instance], h)
		if err != nil {
			dialFailed.Add(1)
			status := 0
			if resp != nil {
				status = resp.StatusCode
			}
			firstErrors.LoadOrStore(fmt.Sprintf("dial (status %d): %v", status, err), true)
			return
		}
		s := &sock{conn: c, instance: instance}
		*slot = s
		go reader(s, peer, u.ID)
	}
	for k, p := range pairs {
		wg.Add(2)
		go dial(&clients[k], k%2, p.Client, p.Engineer.ID)
		go dial(&engineers[k], 1-k%2, p.Engineer, p.Client.ID)
	}
	wg.Wait()
	connectSec := time.Since(connectStart).Seconds()
	opened := 2*len(pairs) - int(dialFailed.Load())
	fmt.Fprintf(os.Stderr, "wsload: %d of %d sockets open in %.1f s\n", opened, 2*len(pairs), connectSec)
	time.Sleep(*idle)
	rssAfter := rss()
	cpuConnect := cpuSec() - cpu0

	// Open-loop sends.
	type payload struct {
		Type       string `json:"type"`
		ProjectID  int64  `json:"projectId"`
		ReceiverID int64  `json:"receiverId"`
		Content    string `json:"content"`
	}
	var writeErrors, skipped int64
	var maxLate time.Duration
	cpu1 := cpuSec()
	sendStart := time.Since(start)
	interval := time.Second / time.Duration(*rate)
	var buf bytes.Buffer
	next := 0
	for next < total {
		now := time.Since(start)
		for next < total && sendStart+time.Duration(next)*interval <= now {
			i := next
			next++
			at := sendStart + time.Duration(i)*interval
			scheduled[i] = int64(at)
			if late := now - at; late > maxLate {
				maxLate = late
			}
			k := i % len(pairs)
			p := pairs[k]
			from, to := clients[k], p.Engineer.ID
			if (i/len(pairs))%2 == 1 {
				from, to = engineers[k], p.Client.ID
			}
			if from == nil {
				skipped++
				continue
			}
			buf.Reset()
			json.NewEncoder(&buf).Encode(payload{"send_message", p.ProjectID, to, "cw-bench-j seq=" + strconv.Itoa(i)})
			from.mu.Lock()
			from.conn.SetWriteDeadline(time.Now().Add(2 * time.Second))
			err := from.conn.WriteMessage(websocket.TextMessage, bytes.TrimSpace(buf.Bytes()))
			from.mu.Unlock()
			sentAt[i] = int64(time.Since(start))
			if err != nil {
				writeErrors++
				firstErrors.LoadOrStore("write: "+err.Error(), true)
			}
		}
		if next < total {
			wait := sendStart + time.Duration(next)*interval - time.Since(start)
			if wait < time.Millisecond {
				wait = time.Millisecond // at most ~1 ms late; counted in the latency (from the scheduled time)
			}
			time.Sleep(wait)
		}
	}
	sendSec := (time.Since(start) - sendStart).Seconds()
	cpuSend := cpuSec() - cpu1
	time.Sleep(*drain)
	running.Store(false)
	rssEnd := rss()

	var lat []float64
	var lost, dup, recv, acks, acked int64
	ids := make(map[int64]int, total)
	dupIDs := 0
	for i := 0; i < total; i++ {
		a := atomic.LoadInt32(&arrivals[i])
		recv += int64(a)
		if a == 0 {
			lost++
		} else {
			if a > 1 {
				dup += int64(a - 1)
			}
			lat = append(lat, float64(atomic.LoadInt64(&received[i])-scheduled[i])/1e6)
			id := atomic.LoadInt64(&msgIDs[i])
			if ids[id]++; ids[id] == 2 {
				dupIDs++
			}
		}
		s := atomic.LoadInt32(&sentAcks[i])
		acks += int64(s)
		if s > 0 {
			acked++
		}
	}
	if *slowPath != "" {
		var b strings.Builder
		fmt.Fprintf(&b, "# sendStart unix ms %d\n", start.Add(sendStart).UnixMilli())
		for i := 0; i < total; i++ {
			if atomic.LoadInt32(&arrivals[i]) == 0 {
				continue
			}
			l := float64(atomic.LoadInt64(&received[i])-scheduled[i]) / 1e6
			if l < 15 {
				continue
			}
			k := i % len(pairs)
			inst := k % 2
			if (i/len(pairs))%2 == 1 {
				inst = 1 - inst
			}
			fmt.Fprintf(&b, "%.1f %.1f %d %.1f\n", float64(scheduled[i]-int64(sendStart))/1e6, l, inst, float64(sentAt[i]-scheduled[i])/1e6)
		}
		os.WriteFile(*slowPath, []byte(b.String()), 0o644)
	}
	sort.Float64s(lat)
	for _, s := range append(clients, engineers...) {
		if s != nil {
			s.conn.Close()
		}
	}
	var errs []string
	firstErrors.Range(func(k, _ any) bool {
		if len(errs) < 10 {
			errs = append(errs, k.(string))
		}
		return true
	})
	var before, after, end int64
	for i := range pids {
		before += rssBefore[i]
		after += rssAfter[i]
		end += rssEnd[i]
	}
	perSocketKB := 0.0
	if opened > 0 {
		perSocketKB = float64(after-before) / float64(opened)
	}
	result := map[string]any{
		"pairs": len(pairs), "socketsWanted": 2 * len(pairs), "socketsOpen": opened, "dialFailed": dialFailed.Load(),
		"connectSec": connectSec, "closedEarly": closedEarly.Load(),
		"rate": *rate, "durationSec": duration.Seconds(), "sendSec": sendSec, "planned": total,
		"sent": int64(total) - skipped - writeErrors, "writeErrors": writeErrors, "skipped": skipped,
		"received": recv, "lost": lost, "duplicated": dup, "duplicateIds": dupIDs,
		"messageSent": acks, "acked": acked, "errorFrames": errorFrames.Load(), "otherFrames": otherFrames.Load(),
		"p50Ms": pct(lat, 50), "p90Ms": pct(lat, 90), "p99Ms": pct(lat, 99), "p999Ms": pct(lat, 99.9),
		"maxMs": pct(lat, 100), "maxSendLatenessMs": float64(maxLate) / 1e6,
		"pids": pids, "rssBeforeKB": rssBefore, "rssIdleKB": rssAfter, "rssEndKB": rssEnd,
		"rssPerSocketKB": perSocketKB, "cpuConnectSec": cpuConnect, "cpuSendSec": cpuSend,
		"cpuPerMessageUs": cpuSend / float64(total) * 1e6, "errors": errs,
		"instances": urls,
	}
	enc, _ := json.MarshalIndent(result, "", "  ")
	if *out != "" {
		os.WriteFile(*out, enc, 0o644)
	}
	fmt.Fprintf(os.Stderr, "wsload: sent %d, received %d, lost %d, dup %d, p50 %.2f p99 %.2f p99.9 %.2f ms, %.1f KB/socket\n",
		result["sent"], recv, lost, dup, pct(lat, 50), pct(lat, 99), pct(lat, 99.9), perSocketKB)
}
