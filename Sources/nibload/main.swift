print("nibload")
