// The HTTP server under every service, over real sockets on 127.0.0.1 and a Unix socket: routing, error shapes,
// keep-alive, slow handlers off the event loop, multipart bodies, /metrics and a stop that does not wait for idle
// connections.
#include <cw/http.hpp>
#include <cw/metrics.hpp>
#include <cw/multipart.hpp>

#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <fstream>
#include <future>
#include <string>
#include <thread>

namespace {

using namespace std::chrono_literals;

// Below Linux's ephemeral range (32768+), where an outgoing connection could already hold the port.
int test_port() { return 20000 + static_cast<int>(getpid() % 12000); }
std::string test_socket() { return "/tmp/cw-http-test-" + std::to_string(getpid()) + ".sock"; }

bool exists(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0;
}

// One request over the Unix socket with Connection: close; the whole answer as text ("" when it cannot connect).
std::string ask_over_unix_socket(const std::string& path, const std::string& target) {
  int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::strncpy(address.sun_path, path.c_str(), sizeof address.sun_path - 1);
  std::string answer;
  if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) {
    const std::string request = "GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    if (::write(fd, request.data(), request.size()) == static_cast<ssize_t>(request.size())) {
      char buffer[4096];
      for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) answer.append(buffer, static_cast<std::size_t>(n));
    }
  }
  ::close(fd);
  return answer;
}

constexpr const char* kGatewaySecret = "0123456789abcdef0123456789abcdef-gateway";

class ServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<cw::http::Server>(
        cw::http::ServerOptions{"127.0.0.1", test_port(), 1, 2, 1024, test_socket(), kGatewaySecret});
    server_->get(R"(/items/(\d+))", [](const auto& request, auto& response) {
      cw::http::send_json(response, 200, {{"id", cw::http::path_id(request, 1, "Item not found")},
                                          {"q", cw::http::query(request, "q").value_or("")}});
    }, cw::http::Runs::on_event_loop);
    server_->post("/echo", [](const auto& request, auto& response) {
      cw::http::send_json(response, 201, cw::http::json_body(request));
    });
    server_->get("/throws", [](const auto&, auto&) -> void { throw std::runtime_error("boom"); });
    server_->get("/slow", [this](const auto&, auto& response) {
      slow_started_.set_value();
      std::this_thread::sleep_for(300ms);
      cw::http::send_json(response, 200, {{"slow", true}});
    });  // on the worker pool, the default
    server_->get("/remembered", [](const auto& request, auto& response) {
      std::optional<std::string> remembered;
      if (request.has_param("hit")) remembered = "memory";
      auto where = cw::http::from_memory_or_worker_pool(remembered, [] { return std::string("worker pool"); });
      cw::http::send_json(response, 200, {{"from", where}, {"onEventLoop", cw::http::on_event_loop()}});
    }, cw::http::Runs::on_event_loop);
    // What a handler sees of the headers only the gateway sets; on the event loop first, then (?miss) re-run on the
    // worker pool, where the proof was already taken.
    server_->get("/forwarded", [](const auto& request, auto& response) {
      if (!request.has_param("hit") && cw::http::on_event_loop()) throw cw::http::MoveToWorkerPool{};
      cw::http::send_json(response, 200, {{"proto", request.get_header_value("X-Forwarded-Proto")},
                                          {"for", request.get_header_value("X-Forwarded-For")},
                                          {"secret", request.get_header_value("X-Gateway-Secret")},
                                          {"upload", request.get_header_value("X-Upload-File")}});
    }, cw::http::Runs::on_event_loop);
    server_->post("/upload", [](const auto& request, auto& response) {
      auto file = request.get_file_value("file");
      cw::http::send_json(response, 200, {{"name", file.filename}, {"size", file.content.size()}, {"type", file.content_type}});
    });
    // ?pieces=N streamed pieces "piece i\n", one provider call each; ?fail=K: the provider fails at piece K.
    server_->get("/stream", [](const auto& request, auto& response) {
      const int pieces = std::stoi(request.get_param_value("pieces"));
      const int fail = request.has_param("fail") ? std::stoi(request.get_param_value("fail")) : -1;
      auto next = std::make_shared<int>(0);
      response.status = 200;
      response.set_chunked_content_provider("text/plain", [pieces, fail, next](std::size_t, httplib::DataSink& sink) {
        if (*next == fail) return false;
        if (*next == pieces) {
          sink.done();
          return true;
        }
        const auto piece = "piece " + std::to_string((*next)++) + "\n";
        sink.write(piece.data(), piece.size());
        return true;
      });
    });
    serving_ = std::async(std::launch::async, [this] { return server_->listen(); });
    httplib::Client probe("127.0.0.1", test_port());
    for (int i = 0; i < 100 && !probe.Get("/healthz"); ++i) std::this_thread::sleep_for(20ms);
  }
  void TearDown() override {
    server_->stop();
    ASSERT_EQ(serving_.wait_for(5s), std::future_status::ready);
    EXPECT_TRUE(serving_.get());
  }

  std::unique_ptr<cw::http::Server> server_;
  std::future<bool> serving_;
  std::promise<void> slow_started_;
};

TEST_F(ServerTest, RoutesWithRegexGroupsAndQueryParameters) {
  httplib::Client client("127.0.0.1", test_port());
  auto answer = client.Get("/items/42?q=kitchen%20cabinets");
  ASSERT_TRUE(answer);
  EXPECT_EQ(answer->status, 200);
  EXPECT_EQ(nlohmann::json::parse(answer->body), (nlohmann::json{{"id", 42}, {"q", "kitchen cabinets"}}));
  EXPECT_EQ(answer->get_header_value("Content-Type"), cw::http::kJsonContentType);
}

TEST_F(ServerTest, EveryFailureIsJsonWithItsStatus) {
  httplib::Client client("127.0.0.1", test_port());
  auto unknown = client.Get("/nowhere");
  ASSERT_TRUE(unknown);
  EXPECT_EQ(unknown->status, 404);
  EXPECT_EQ(nlohmann::json::parse(unknown->body)["message"], "Not found");

  auto malformed_id = client.Get("/items/12345678901234567890");
  ASSERT_TRUE(malformed_id);
  EXPECT_EQ(malformed_id->status, 404);
  EXPECT_EQ(nlohmann::json::parse(malformed_id->body)["message"], "Item not found");

  auto not_json = client.Post("/echo", "{oops", "application/json");
  ASSERT_TRUE(not_json);
  EXPECT_EQ(not_json->status, 400);
  EXPECT_EQ(nlohmann::json::parse(not_json->body)["message"], "Request body must be a JSON object");

  auto thrown = client.Get("/throws");
  ASSERT_TRUE(thrown);
  EXPECT_EQ(thrown->status, 500);
  EXPECT_EQ(nlohmann::json::parse(thrown->body)["code"], "internal");

  auto too_large = client.Post("/echo", std::string(4096, 'x'), "application/json");
  ASSERT_TRUE(too_large);
  EXPECT_EQ(too_large->status, 413);
  EXPECT_EQ(nlohmann::json::parse(too_large->body)["code"], "http_413");
}

TEST_F(ServerTest, MetricsCountRequestsByRoutePatternNeverByPath) {
  httplib::Client client("127.0.0.1", test_port());
  ASSERT_TRUE(client.Get("/items/1"));
  ASSERT_TRUE(client.Get("/items/2"));
  ASSERT_TRUE(client.Get("/nowhere/3"));
  auto scrape = client.Get("/metrics");
  ASSERT_TRUE(scrape);
  EXPECT_EQ(scrape->status, 200);
  EXPECT_EQ(scrape->get_header_value("Content-Type"), "text/plain; version=0.0.4; charset=utf-8");
  const auto& text = scrape->body;
  EXPECT_NE(text.find(R"x(cw_http_requests_total{route="/items/(\\d+)",method="GET",status="200"} )x"),
            std::string::npos) << text;
  EXPECT_NE(text.find(R"x(cw_http_request_duration_seconds_count{route="/items/(\\d+)",method="GET"} )x"),
            std::string::npos);
  EXPECT_NE(text.find(R"(cw_http_requests_total{route="unmatched",method="GET",status="404"} )"), std::string::npos);
  EXPECT_EQ(text.find("/items/1"), std::string::npos);
  EXPECT_EQ(text.find("/nowhere"), std::string::npos);
  EXPECT_NE(text.find("cw_http_requests_in_flight 1\n"), std::string::npos);  // the scrape itself
}

TEST_F(ServerTest, ReadinessFailsOnARequiredCheckAndOnlyReportsTheOthers) {
  std::atomic<bool> database{true};
  std::atomic<bool> broker{true};
  server_->add_readiness_check("postgres", [&] { return database.load(); });
  server_->add_readiness_check("kafka", [&] { return broker.load(); }, cw::http::Server::Readiness::reported);
  server_->add_readiness_check("disk", [&]() -> bool {
    if (!broker) throw std::runtime_error("statfs failed");  // a check that throws counts as failed
    return true;
  }, cw::http::Server::Readiness::reported);
  httplib::Client client("127.0.0.1", test_port());
  auto ready = [&] {
    auto answer = client.Get("/readyz");
    EXPECT_TRUE(answer);
    return std::make_pair(answer->status, nlohmann::json::parse(answer->body));
  };
  EXPECT_EQ(ready(), std::make_pair(200, nlohmann::json{{"status", "ready"},
                                                        {"checks", {{"postgres", true}, {"kafka", true}, {"disk", true}}}}));
  broker = false;  // the broker away: still serving, said so
  EXPECT_EQ(ready(), std::make_pair(200, nlohmann::json{{"status", "ready"},
                                                        {"checks", {{"postgres", true}, {"kafka", false}, {"disk", false}}},
                                                        {"degraded", {"kafka", "disk"}}}));
  database = false;
  EXPECT_EQ(ready(), std::make_pair(503, nlohmann::json{{"status", "not ready"},
                                                        {"checks", {{"postgres", false}, {"kafka", false}, {"disk", false}}}}));
}

TEST_F(ServerTest, KeepAliveServesManyRequestsOnOneConnection) {
  httplib::Client client("127.0.0.1", test_port());
  client.set_keep_alive(true);
  client.set_tcp_nodelay(true);  // else its header and body writes meet Nagle and delayed ACKs: 40 ms each
  for (int i = 1; i <= 200; ++i) {
    auto answer = client.Post("/echo", nlohmann::json{{"n", i}}.dump(), "application/json");
    ASSERT_TRUE(answer);
    ASSERT_EQ(answer->status, 201);
    ASSERT_EQ(nlohmann::json::parse(answer->body)["n"], i);
  }
}

TEST_F(ServerTest, AChunkedContentProviderIsStreamedPieceByPieceOnAKeptAliveConnection) {
  httplib::Client client("127.0.0.1", test_port());
  client.set_keep_alive(true);
  for (int round = 0; round < 2; ++round) {
    auto answer = client.Get("/stream?pieces=3");
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 200);
    EXPECT_EQ(answer->get_header_value("Transfer-Encoding"), "chunked");
    EXPECT_EQ(answer->get_header_value("Content-Type"), "text/plain");
    EXPECT_EQ(answer->body, "piece 0\npiece 1\npiece 2\n");
  }
  auto empty = client.Get("/stream?pieces=0");
  ASSERT_TRUE(empty);
  EXPECT_EQ(empty->body, "");
  auto after = client.Get("/items/1");
  ASSERT_TRUE(after);
  EXPECT_EQ(after->status, 200);
}

TEST_F(ServerTest, AStreamThatFailsHalfwayEndsWithoutItsLastChunk) {
  httplib::Client client("127.0.0.1", test_port());
  EXPECT_FALSE(client.Get("/stream?pieces=3&fail=2"));
}

TEST_F(ServerTest, ASlowHandlerOnTheWorkerPoolDoesNotDelayQuickOnes) {
  auto slow = std::async(std::launch::async, [] {
    httplib::Client client("127.0.0.1", test_port());
    return client.Get("/slow");
  });
  slow_started_.get_future().wait();
  httplib::Client client("127.0.0.1", test_port());
  const auto started = std::chrono::steady_clock::now();
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(client.Get("/items/1"));
  EXPECT_LT(std::chrono::steady_clock::now() - started, 250ms);
  auto answer = slow.get();
  ASSERT_TRUE(answer);
  EXPECT_EQ(answer->status, 200);
}

TEST_F(ServerTest, AnEventLoopHandlerWithNothingInMemoryMovesToTheWorkerPool) {
  httplib::Client client("127.0.0.1", test_port());
  auto hit = client.Get("/remembered?hit=1");
  ASSERT_TRUE(hit);
  EXPECT_EQ(nlohmann::json::parse(hit->body), (nlohmann::json{{"from", "memory"}, {"onEventLoop", true}}));
  auto miss = client.Get("/remembered");
  ASSERT_TRUE(miss);
  EXPECT_EQ(nlohmann::json::parse(miss->body), (nlohmann::json{{"from", "worker pool"}, {"onEventLoop", false}}));
}

TEST_F(ServerTest, HeadersOnlyTheGatewaySetsCountOnlyWithItsProof) {
  httplib::Client client("127.0.0.1", test_port());
  const httplib::Headers forwarded{{"X-Forwarded-Proto", "https"}, {"X-Forwarded-For", "203.0.113.9"}};
  for (const auto* target : {"/forwarded?hit=1", "/forwarded"}) {
    auto with_proof = forwarded;
    with_proof.emplace("X-Gateway-Secret", kGatewaySecret);
    auto proven = client.Get(target, with_proof);
    ASSERT_TRUE(proven);
    EXPECT_EQ(nlohmann::json::parse(proven->body),
              (nlohmann::json{{"proto", "https"}, {"for", "203.0.113.9"}, {"secret", ""}, {"upload", ""}}))
        << target;

    auto forged = forwarded;
    forged.emplace("X-Gateway-Secret", std::string(kGatewaySecret).replace(0, 1, "X"));
    for (const auto& headers : {forwarded, forged}) {
      auto answer = client.Get(target, headers);
      ASSERT_TRUE(answer);
      EXPECT_EQ(nlohmann::json::parse(answer->body),
                (nlohmann::json{{"proto", ""}, {"for", ""}, {"secret", ""}, {"upload", ""}}))
          << target;
    }
  }
  // An upload hand-off without the proof is refused outright, whatever the route (it names a file on the shared
  // volume that may be somebody else's upload).
  auto refused = client.Get("/forwarded", {{"X-Upload-File", "/srv/incoming/0000000001"}});
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, 403);
  EXPECT_EQ(nlohmann::json::parse(refused->body)["code"], "gateway_only");
  auto handed = client.Get("/forwarded", {{"X-Upload-File", "/srv/incoming/1"}, {"X-Gateway-Secret", kGatewaySecret}});
  ASSERT_TRUE(handed);
  EXPECT_EQ(nlohmann::json::parse(handed->body)["upload"], "/srv/incoming/1");
}

TEST_F(ServerTest, MultipartFilesReachTheHandler) {
  httplib::Client client("127.0.0.1", test_port());
  httplib::MultipartFormDataItems items = {{"file", std::string("\x89PNG\r\n--not-a-boundary", 22), "a.png", "image/png"}};
  auto answer = client.Post("/upload", items);
  ASSERT_TRUE(answer);
  ASSERT_EQ(answer->status, 200);
  EXPECT_EQ(nlohmann::json::parse(answer->body), (nlohmann::json{{"name", "a.png"}, {"size", 22}, {"type", "image/png"}}));
}

TEST_F(ServerTest, StopDoesNotWaitForIdleKeepAliveConnections) {
  httplib::Client client("127.0.0.1", test_port());
  client.set_keep_alive(true);
  ASSERT_TRUE(client.Get("/healthz"));
  const auto started = std::chrono::steady_clock::now();
  server_->stop();
  ASSERT_EQ(serving_.wait_for(5s), std::future_status::ready);
  EXPECT_LT(std::chrono::steady_clock::now() - started, 1s);
}

TEST_F(ServerTest, AnswersOverTheUnixSocketAsOverTcp) {
  auto answer = ask_over_unix_socket(test_socket(), "/items/7?q=drawer");
  ASSERT_EQ(answer.rfind("HTTP/1.1 200 OK\r\n", 0), 0u) << answer;
  EXPECT_EQ(nlohmann::json::parse(answer.substr(answer.find("\r\n\r\n") + 4)),
            (nlohmann::json{{"id", 7}, {"q", "drawer"}}));
  auto unknown = ask_over_unix_socket(test_socket(), "/nowhere");
  EXPECT_EQ(unknown.rfind("HTTP/1.1 404 Not Found\r\n", 0), 0u) << unknown;
  // nginx's workers run as another user than the services.
  struct stat info {};
  ASSERT_EQ(::stat(test_socket().c_str(), &info), 0);
  EXPECT_EQ(info.st_mode & 0777, 0666u);
}

TEST(ServerUnixSocket, ReplacesAFileLeftAtItsPathAndRemovesItsOwnAtStop) {
  const auto path = test_socket() + ".leftover";
  std::ofstream(path) << "left by a process that was killed";
  cw::http::Server server(cw::http::ServerOptions{"127.0.0.1", test_port() + 1, 1, 1, 1024, path, ""});
  auto serving = std::async(std::launch::async, [&server] { return server.listen(); });
  std::string answer;
  for (int i = 0; i < 100 && answer.empty(); ++i) {
    std::this_thread::sleep_for(20ms);
    answer = ask_over_unix_socket(path, "/healthz");
  }
  EXPECT_EQ(answer.rfind("HTTP/1.1 200 OK\r\n", 0), 0u) << answer;
  server.stop();
  ASSERT_EQ(serving.wait_for(5s), std::future_status::ready);
  EXPECT_TRUE(serving.get());
  EXPECT_FALSE(exists(path));
}

TEST(ServerUnixSocket, AProcessThatFindsItsPortTakenLeavesTheRunningOnesSocketAlone) {
  const auto path = test_socket() + ".shared";
  cw::http::Server first(cw::http::ServerOptions{"127.0.0.1", test_port() + 2, 1, 1, 1024, path, ""});
  auto serving = std::async(std::launch::async, [&first] { return first.listen(); });
  for (int i = 0; i < 100 && ask_over_unix_socket(path, "/healthz").empty(); ++i) std::this_thread::sleep_for(20ms);

  cw::http::Server second(cw::http::ServerOptions{"127.0.0.1", test_port() + 2, 1, 1, 1024, path, ""});
  EXPECT_FALSE(second.listen());
  EXPECT_EQ(ask_over_unix_socket(path, "/healthz").rfind("HTTP/1.1 200 OK\r\n", 0), 0u);

  first.stop();
  ASSERT_EQ(serving.wait_for(5s), std::future_status::ready);
  EXPECT_FALSE(exists(path));
}

TEST(Multipart, ReadsEveryPartAndRefusesMalformedBodies) {
  EXPECT_EQ(cw::http::multipart_boundary("multipart/form-data; boundary=\"abc\""), "abc");
  EXPECT_EQ(cw::http::multipart_boundary("application/json"), std::nullopt);
  EXPECT_EQ(cw::http::multipart_boundary("multipart/form-data"), std::nullopt);

  const std::string body =
      "preamble\r\n--abc\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nKitchen\r\n"
      "--abc\r\nContent-Disposition: form-data; name=\"file\"; filename=\"plan.png\"\r\nContent-Type: image/png\r\n\r\n"
      "\x89PNG\r\n--ab\r\n--abc--\r\n";
  auto parts = cw::http::parse_multipart(body, "abc");
  ASSERT_TRUE(parts);
  ASSERT_EQ(parts->size(), 2u);
  EXPECT_EQ(parts->find("title")->second.content, "Kitchen");
  const auto& file = parts->find("file")->second;
  EXPECT_EQ(file.filename, "plan.png");
  EXPECT_EQ(file.content_type, "image/png");
  EXPECT_EQ(file.content, "\x89PNG\r\n--ab");

  EXPECT_FALSE(cw::http::parse_multipart("--abc\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nno end", "abc"));
  EXPECT_FALSE(cw::http::parse_multipart("--abc\r\nContent-Disposition: form-data\r\n\r\nx\r\n--abc--", "abc"));
  EXPECT_FALSE(cw::http::parse_multipart("no delimiter at all", "abc"));
}

}  // namespace

// Past its worker pool's bound a server refuses at once, with 503 overloaded and Retry-After, instead of queueing:
// one worker held by a handler the test releases, room for one request to wait, so the third is refused.
class OverloadTest : public ::testing::Test {
 protected:
  void start(std::chrono::milliseconds max_worker_wait) {
    cw::http::ServerOptions options{"127.0.0.1", test_port() + 3, 1, 1, 1024, "", ""};
    options.max_waiting_for_worker = 1;
    options.max_worker_wait = max_worker_wait;
    server_ = std::make_unique<cw::http::Server>(options);
    server_->get(route_, [this](const auto&, auto& response) {
      ++started_;
      released_.wait();
      cw::http::send_json(response, 200, {{"done", true}});
    });
    // A deliberately slow handler on the event loop: while it runs, no other connection is served.
    server_->get(route_ + "/stall", [](const auto&, auto& response) {
      std::this_thread::sleep_for(50ms);
      cw::http::send_json(response, 200, {{"done", true}});
    }, cw::http::Runs::on_event_loop);
    server_->get(route_ + "/quick", [](const auto&, auto& response) {
      cw::http::send_json(response, 200, {{"quick", true}});
    }, cw::http::Runs::on_event_loop);
    serving_ = std::async(std::launch::async, [this] { return server_->listen(); });
    httplib::Client probe("127.0.0.1", test_port() + 3);
    for (int i = 0; i < 100 && !probe.Get("/healthz"); ++i) std::this_thread::sleep_for(20ms);
  }
  void TearDown() override {
    if (!released_now_) release();
    server_->stop();
    ASSERT_EQ(serving_.wait_for(5s), std::future_status::ready);
  }
  void release() {
    released_now_ = true;
    release_.set_value();
  }
  std::future<httplib::Result> ask(const std::string& path) {
    return std::async(std::launch::async, [path] {
      httplib::Client client("127.0.0.1", test_port() + 3);
      client.set_read_timeout(30, 0);
      return client.Get(path.c_str());
    });
  }
  // A figure of /metrics as the process counts it (without asking the server, whose one worker is held).
  static std::string exposed(const std::string& series) {
    const auto text = cw::metrics::registry().expose();
    const auto at = text.find("\n" + series + " ");
    if (at == std::string::npos) return "";
    const auto start = at + series.size() + 2;
    return text.substr(start, text.find('\n', start) - start);
  }
  template <typename Done>
  static bool eventually(Done done) {
    for (int i = 0; i < 1000; ++i) {
      if (done()) return true;
      std::this_thread::sleep_for(10ms);
    }
    return false;
  }

  std::string route_ = "/held-" + std::to_string(getpid());
  std::unique_ptr<cw::http::Server> server_;
  std::future<bool> serving_;
  std::promise<void> release_;
  std::shared_future<void> released_ = release_.get_future().share();
  bool released_now_ = false;
  std::atomic<int> started_{0};
};

TEST_F(OverloadTest, AFullQueueIsRefusedAtOnceWithRetryAfterAndCounted) {
  start(std::chrono::minutes(1));
  auto holding = ask(route_);
  ASSERT_TRUE(eventually([&] { return started_ == 1; }));
  auto waiting = ask(route_);
  ASSERT_TRUE(eventually([] { return exposed("cw_http_requests_waiting_for_worker") == "1"; }));

  // Answered while the worker is still held: refused without waiting for it.
  auto refused = ask(route_).get();
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, 503);
  EXPECT_EQ(refused->get_header_value("Retry-After"), "1");
  EXPECT_EQ(nlohmann::json::parse(refused->body),
            (nlohmann::json{{"message", "The service is busy. Please try again in a moment."}, {"code", "overloaded"}}));
  EXPECT_EQ(exposed("cw_http_requests_shed_total{route=\"" + route_ + "\"}"), "1");
  EXPECT_EQ(started_, 1);

  // Never refused: liveness on the event loop, and /metrics, which waits for the worker like any request.
  httplib::Client client("127.0.0.1", test_port() + 3);
  auto alive = client.Get("/healthz");
  ASSERT_TRUE(alive);
  EXPECT_EQ(alive->status, 200);
  auto scrape = ask("/metrics");

  release();
  for (auto* answer : {&holding, &waiting}) {
    auto served = answer->get();
    ASSERT_TRUE(served);
    EXPECT_EQ(served->status, 200);
  }
  auto scraped = scrape.get();
  ASSERT_TRUE(scraped);
  EXPECT_EQ(scraped->status, 200);
  EXPECT_NE(scraped->body.find("cw_http_requests_shed_total{route=\"" + route_ + "\"} 1"), std::string::npos);
  EXPECT_NE(scraped->body.find("cw_http_requests_total{route=\"" + route_ + "\",method=\"GET\",status=\"503\"} 1"),
            std::string::npos);
}

TEST_F(OverloadTest, WhileTheEventLoopStaysBehindItsHandlersAreRefusedUntilItCatchesUp) {
  start(std::chrono::minutes(1));  // max_event_loop_lag: the default 20 ms
  // Eight requests at once, 50 ms each on the event loop: the loop stays behind for 400 ms.
  std::vector<std::future<httplib::Result>> answers;
  for (int i = 0; i < 8; ++i) answers.push_back(ask(route_ + "/stall"));
  int served = 0;
  int refused = 0;
  for (auto& answer : answers) {
    auto result = answer.get();
    ASSERT_TRUE(result);
    if (result->status == 200) {
      ++served;
    } else {
      ++refused;
      EXPECT_EQ(result->status, 503);
      EXPECT_EQ(result->get_header_value("Retry-After"), "1");
      EXPECT_EQ(nlohmann::json::parse(result->body)["code"], "overloaded");
    }
  }
  EXPECT_GE(served, 1);
  EXPECT_GE(refused, 1) << "refused once the loop had stayed behind";
  EXPECT_EQ(exposed("cw_http_requests_shed_total{route=\"" + route_ + "/stall\"}"), std::to_string(refused));
  // Caught up, it serves again (asked again while a busy machine may still hold the loop back now and then).
  httplib::Client client("127.0.0.1", test_port() + 3);
  EXPECT_TRUE(eventually([&] {
    auto again = client.Get((route_ + "/quick").c_str());
    return again && again->status == 200;
  }));
}

TEST_F(OverloadTest, APauseOfTheEventLoopLongOverRefusesNobody) {
  start(std::chrono::minutes(1));
  httplib::Client client("127.0.0.1", test_port() + 3);
  auto stalled = client.Get((route_ + "/stall").c_str());  // 50 ms on the loop: its probe finds it behind
  ASSERT_TRUE(stalled);
  EXPECT_EQ(stalled->status, 200);
  std::this_thread::sleep_for(200ms);  // a quiet spell: the loop idle, no probe since
  auto quick = client.Get((route_ + "/quick").c_str());
  ASSERT_TRUE(quick);
  EXPECT_EQ(quick->status, 200);
}

TEST_F(OverloadTest, ARequestThatWaitedTooLongForAWorkerIsRefusedRatherThanRun) {
  start(1ms);
  auto holding = ask(route_);
  ASSERT_TRUE(eventually([&] { return started_ == 1; }));
  auto waiting = ask(route_);
  ASSERT_TRUE(eventually([] { return exposed("cw_http_requests_waiting_for_worker") == "1"; }));
  std::this_thread::sleep_for(5ms);  // it has now waited longer than the 1 ms it may
  release();
  auto served = holding.get();
  ASSERT_TRUE(served);
  EXPECT_EQ(served->status, 200);
  auto refused = waiting.get();
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, 503);
  EXPECT_EQ(refused->get_header_value("Retry-After"), "1");
  EXPECT_EQ(started_, 1) << "its handler never ran";
}
