// keepalive: N persistent HTTP/1.1 connections at once, each sending one request after another for a fixed time.
//
// It answers the question plain wrk hides: does every client get served, or do some connections starve while the
// others run fast (cpp-httplib holds one worker thread per keep-alive connection)? Standard library only.
//
//	keepalive -url http://127.0.0.1:8080/api/user -cookie 'cw_session=...' -conns 256 -duration 10s -json out.json
//
// Each client dials its own TCP connection (all dials start together), then loops: write the request, read the whole
// answer, record the latency. A request still unanswered when the run ends gets -grace more time; if it is still
// unanswered then, it is counted as "unanswered" with its latency so far (never silently dropped). A connection the
// server closes is redialled and counted as a reconnect. Latencies include nothing of the client's own think time.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"net/url"
	"os"
	"sort"
	"sync"
	"time"
)

type connResult struct {
	Replies     int     `json:"replies"`
	OK          int     `json:"ok"`
	Errors      int     `json:"errors"`
	Reconnects  int     `json:"reconnects"`
	Unanswered  int     `json:"unanswered"`
	FirstReply  float64 `json:"firstReplyMs"` // from the start of the run, -1 when none
	MaxLatency  float64 `json:"maxLatencyMs"`
	MaxConnect  float64 `json:"maxConnectMs"`
	latencies   []time.Duration
	statusCodes map[int]int
	errorTexts  map[string]int
}

type summary struct {
	Label            string         `json:"label"`
	URL              string         `json:"url"`
	Conns            int            `json:"conns"`
	DurationSec      float64        `json:"durationSec"`
	ElapsedSec       float64        `json:"elapsedSec"`
	Requests         int            `json:"requests"`
	OK               int            `json:"ok"`
	Errors           int            `json:"errors"`
	Unanswered       int            `json:"unanswered"`
	Reconnects       int            `json:"reconnects"`
	RatePerSec       float64        `json:"ratePerSec"`
	ZeroReplyConns   int            `json:"zeroReplyConns"`
	ConnsOver1s      int            `json:"connsWithRequestOver1s"`
	PerConnMin       int            `json:"perConnMin"`
	PerConnP50       int            `json:"perConnP50"`
	PerConnMax       int            `json:"perConnMax"`
	P50Ms            float64        `json:"p50Ms"`
	P99Ms            float64        `json:"p99Ms"`
	P999Ms           float64        `json:"p999Ms"`
	MaxMs            float64        `json:"maxMs"`
	MaxConnectMs     float64        `json:"maxConnectMs"`
	MaxFirstReplyMs  float64        `json:"maxFirstReplyMs"`
	StatusCodes      map[string]int `json:"statusCodes"`
	ErrorTexts       map[string]int `json:"errorTexts"`
	PerConnectionReq []int          `json:"perConnectionRequests"`
}

// Exact nearest-rank percentile of sorted values: the smallest value with at least p of the values at or below it.
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(math.Ceil(p * float64(len(sorted))))
	if rank < 1 {
		rank = 1
	}
	if rank > len(sorted) {
		rank = len(sorted)
	}
	return sorted[rank-1]
}

func ms(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

func main() {
	rawURL := flag.String("url", "http://127.0.0.1:8080/api/user", "URL to GET (http only)")
	cookie := flag.String("cookie", "", "Cookie header value")
	conns := flag.Int("conns", 256, "number of persistent connections")
	duration := flag.Duration("duration", 10*time.Second, "how long every connection keeps sending")
	grace := flag.Duration("grace", 5*time.Second, "extra time a request in flight at the end gets before it counts as unanswered")
	dialTimeout := flag.Duration("dial-timeout", 10*time.Second, "TCP connect timeout")
	label := flag.String("label", "", "name of this run in the output")
	userAgent := flag.String("user-agent", "cw-bench-keepalive", "User-Agent header")
	acceptEncoding := flag.String("accept-encoding", "gzip, deflate, br", "Accept-Encoding header (empty: none)")
	jsonOut := flag.String("json", "", "write the summary as JSON to this file")
	flag.Parse()

	u, err := url.Parse(*rawURL)
	if err != nil || u.Scheme != "http" {
		fmt.Fprintln(os.Stderr, "keepalive: -url must be an http:// URL")
		os.Exit(2)
	}
	host := u.Host
	if u.Port() == "" {
		host = net.JoinHostPort(u.Hostname(), "80")
	}
	path := u.RequestURI()
	request := "GET " + path + " HTTP/1.1\r\nHost: " + u.Host + "\r\nUser-Agent: " + *userAgent + "\r\nAccept: application/json\r\n"
	if *cookie != "" {
		request += "Cookie: " + *cookie + "\r\n"
	}
	if *acceptEncoding != "" {
		request += "Accept-Encoding: " + *acceptEncoding + "\r\n"
	}
	request += "\r\n"
	requestBytes := []byte(request)

	results := make([]*connResult, *conns)
	var ready, done sync.WaitGroup
	ready.Add(*conns)
	done.Add(*conns)
	startGate := make(chan struct{})
	var start time.Time
	var end time.Time

	for i := 0; i < *conns; i++ {
		r := &connResult{FirstReply: -1, statusCodes: map[int]int{}, errorTexts: map[string]int{}}
		r.latencies = make([]time.Duration, 0, 4096)
		results[i] = r
		go func() {
			defer done.Done()
			ready.Done()
			<-startGate
			var conn net.Conn
			var reader *bufio.Reader
			dial := func() bool {
				began := time.Now()
				c, err := net.DialTimeout("tcp", host, *dialTimeout)
				took := time.Since(began)
				if ms(took) > r.MaxConnect {
					r.MaxConnect = ms(took)
				}
				if err != nil {
					r.Errors++
					r.errorTexts["dial: "+err.Error()]++
					return false
				}
				if tcp, ok := c.(*net.TCPConn); ok {
					_ = tcp.SetNoDelay(true)
				}
				conn = c
				reader = bufio.NewReaderSize(c, 16<<10)
				return true
			}
			closeConn := func() {
				if conn != nil {
					_ = conn.Close()
					conn = nil
				}
			}
			defer closeConn()
			for time.Now().Before(end) {
				if conn == nil {
					if !dial() {
						time.Sleep(50 * time.Millisecond)
						continue
					}
				}
				_ = conn.SetDeadline(end.Add(*grace))
				began := time.Now()
				_, err := conn.Write(requestBytes)
				var resp *http.Response
				if err == nil {
					resp, err = http.ReadResponse(reader, nil)
				}
				if err == nil {
					_, err = io.Copy(io.Discard, resp.Body)
					_ = resp.Body.Close()
				}
				took := time.Since(began)
				if err != nil {
					var netErr net.Error
					if errors.As(err, &netErr) && netErr.Timeout() {
						// Still waiting at end+grace: this request never got an answer.
						r.Unanswered++
						r.latencies = append(r.latencies, took)
						if ms(took) > r.MaxLatency {
							r.MaxLatency = ms(took)
						}
						return
					}
					// The server closed the connection (or reset it): count it, redial, carry on.
					r.Errors++
					r.Reconnects++
					r.errorTexts[err.Error()]++
					closeConn()
					continue
				}
				r.Replies++
				r.statusCodes[resp.StatusCode]++
				if resp.StatusCode == 200 {
					r.OK++
				} else {
					r.Errors++
				}
				if r.FirstReply < 0 {
					r.FirstReply = ms(time.Since(start))
				}
				r.latencies = append(r.latencies, took)
				if ms(took) > r.MaxLatency {
					r.MaxLatency = ms(took)
				}
				if resp.Close {
					r.Reconnects++
					closeConn()
				}
			}
		}()
	}
	ready.Wait()
	start = time.Now()
	end = start.Add(*duration)
	close(startGate)
	done.Wait()
	elapsed := time.Since(start)

	s := summary{Label: *label, URL: *rawURL, Conns: *conns, DurationSec: duration.Seconds(), ElapsedSec: elapsed.Seconds(),
		StatusCodes: map[string]int{}, ErrorTexts: map[string]int{}}
	var all []time.Duration
	perConn := make([]int, 0, *conns)
	s.MaxFirstReplyMs = 0
	for _, r := range results {
		all = append(all, r.latencies...)
		perConn = append(perConn, r.Replies)
		s.Requests += r.Replies + r.Unanswered
		s.OK += r.OK
		s.Errors += r.Errors
		s.Unanswered += r.Unanswered
		s.Reconnects += r.Reconnects
		if r.Replies == 0 {
			s.ZeroReplyConns++
		}
		if r.MaxLatency > 1000 {
			s.ConnsOver1s++
		}
		if r.MaxConnect > s.MaxConnectMs {
			s.MaxConnectMs = r.MaxConnect
		}
		first := r.FirstReply
		if first < 0 {
			first = ms(elapsed)
		}
		if first > s.MaxFirstReplyMs {
			s.MaxFirstReplyMs = first
		}
		for code, n := range r.statusCodes {
			s.StatusCodes[fmt.Sprint(code)] += n
		}
		for text, n := range r.errorTexts {
			s.ErrorTexts[text] += n
		}
	}
	if s.Unanswered > 0 {
		s.StatusCodes["unanswered"] = s.Unanswered
	}
	sort.Slice(all, func(i, j int) bool { return all[i] < all[j] })
	s.P50Ms = ms(percentile(all, 0.50))
	s.P99Ms = ms(percentile(all, 0.99))
	s.P999Ms = ms(percentile(all, 0.999))
	if len(all) > 0 {
		s.MaxMs = ms(all[len(all)-1])
	}
	s.RatePerSec = float64(s.OK) / elapsed.Seconds()
	sorted := append([]int(nil), perConn...)
	sort.Ints(sorted)
	s.PerConnMin = sorted[0]
	s.PerConnP50 = sorted[(len(sorted)-1)/2]
	s.PerConnMax = sorted[len(sorted)-1]
	s.PerConnectionReq = perConn

	fmt.Printf("%s: %d connections for %s against %s\n", s.Label, s.Conns, duration, s.URL)
	fmt.Printf("  requests %d (ok %d, errors %d, unanswered %d, reconnects %d), %.0f ok/s\n",
		s.Requests, s.OK, s.Errors, s.Unanswered, s.Reconnects, s.RatePerSec)
	fmt.Printf("  per connection: min %d, median %d, max %d replies; %d connections got no reply; %d had a request over 1 s\n",
		s.PerConnMin, s.PerConnP50, s.PerConnMax, s.ZeroReplyConns, s.ConnsOver1s)
	fmt.Printf("  latency p50 %.3f ms, p99 %.3f ms, p99.9 %.3f ms, max %.3f ms; max connect %.3f ms; slowest first reply at %.3f ms\n",
		s.P50Ms, s.P99Ms, s.P999Ms, s.MaxMs, s.MaxConnectMs, s.MaxFirstReplyMs)
	fmt.Printf("  status codes %v\n", s.StatusCodes)
	if len(s.ErrorTexts) > 0 {
		fmt.Printf("  errors %v\n", s.ErrorTexts)
	}
	if *jsonOut != "" {
		data, _ := json.MarshalIndent(s, "", "  ")
		if err := os.WriteFile(*jsonOut, data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "keepalive:", err)
			os.Exit(1)
		}
	}
}
